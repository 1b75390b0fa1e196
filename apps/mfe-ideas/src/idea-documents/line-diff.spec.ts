import { lineDiff, versionText } from './line-diff';

describe('lineDiff', () => {
  it('marks kept, removed and added lines in order', () => {
    expect(lineDiff('one\ntwo\nthree', 'one\n2\nthree\nfour')).toEqual([
      { change: 'same', text: 'one' },
      { change: 'removed', text: 'two' },
      { change: 'added', text: '2' },
      { change: 'same', text: 'three' },
      { change: 'added', text: 'four' },
    ]);
  });

  it('finds nothing changed in equal texts, and everything in different ones', () => {
    expect(lineDiff('a\nb', 'a\nb')).toEqual([
      { change: 'same', text: 'a' },
      { change: 'same', text: 'b' },
    ]);
    expect(lineDiff('old', 'new')).toEqual([
      { change: 'removed', text: 'old' },
      { change: 'added', text: 'new' },
    ]);
  });

  it('handles an empty side', () => {
    expect(lineDiff('', 'x')).toEqual([
      { change: 'removed', text: '' },
      { change: 'added', text: 'x' },
    ]);
  });
});

describe('versionText', () => {
  it('compares a section as it is, a slide with its notes, anything else as JSON', () => {
    expect(versionText('Para one.\n\nPara two.')).toBe('Para one.\n\nPara two.');
    expect(versionText({ content: '• One', notes: 'Say one.' })).toBe('• One\n\nSpeaker notes:\nSay one.');
    expect(versionText({ year1: 5 })).toBe('{\n  "year1": 5\n}');
    expect(versionText(null)).toBe('null');
  });
});
