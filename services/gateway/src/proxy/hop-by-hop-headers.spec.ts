import { withoutHopByHopHeaders } from './hop-by-hop-headers';

describe('withoutHopByHopHeaders', () => {
  it('drops connection-level headers and those the Connection header names, keeps the rest', () => {
    expect(
      withoutHopByHopHeaders({
        connection: 'close, X-Debug-Hop',
        'keep-alive': 'timeout=5',
        'transfer-encoding': 'chunked',
        'x-debug-hop': '1',
        'content-type': 'application/json',
        'set-cookie': ['a=1', 'b=2'],
      }),
    ).toEqual({ 'content-type': 'application/json', 'set-cookie': ['a=1', 'b=2'] });
  });
});
