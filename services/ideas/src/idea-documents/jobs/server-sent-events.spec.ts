import { lastEventId, sseEvent } from './server-sent-events';

describe('sseEvent', () => {
  it('writes id, event and one line of JSON data, ended by a blank line', () => {
    expect(sseEvent('part', { id: 'team', content: 'Two\nlines' }, 3)).toBe('id: 3\nevent: part\ndata: {"id":"team","content":"Two\\nlines"}\n\n');
    expect(sseEvent('end', { state: 'done' })).toBe('event: end\ndata: {"state":"done"}\n\n');
  });
});

describe('lastEventId', () => {
  it.each([
    [undefined, 0],
    ['4', 4],
    [' 12 ', 12],
    [['7', '9'], 7],
    ['-1', 0],
    ['abc', 0],
    ['99999999', 0],
  ])('reads %p as %p', (header, expected) => {
    expect(lastEventId(header)).toBe(expected);
  });
});
