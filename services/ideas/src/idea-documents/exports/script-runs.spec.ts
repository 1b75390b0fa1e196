import { scriptOf, scriptRuns } from './script-runs';

describe('scriptRuns', () => {
  it('keeps Latin, Greek, Cyrillic, the minus sign and currency symbols in the text font, one run', () => {
    const text = 'Умная пекарня: Ελληνικά, −5 %, € ₹ ¥ £ ₦, Łódź';
    expect(scriptRuns(text)).toEqual([{ script: 'text', text }]);
  });

  it('gives Han, kana and full-width forms to the CJK font and Hangul to the Hangul font', () => {
    expect(['智', 'の', 'テ', '、', '！'].map(scriptOf)).toEqual(['cjk', 'cjk', 'cjk', 'cjk', 'cjk']);
    expect(['한', 'ㄱ'].map(scriptOf)).toEqual(['hangul', 'hangul']);
    expect(['a', 'Ж', 'λ', '−', '₹', '¥'].map(scriptOf)).toEqual(['text', 'text', 'text', 'text', 'text', 'text']);
  });

  it('cuts mixed text into runs that join back into the text, spaces staying with the run before them', () => {
    const runs = scriptRuns('Bakery 智能面包店 and 한국어 café');
    expect(runs).toEqual([
      { script: 'text', text: 'Bakery ' },
      { script: 'cjk', text: '智能面包店 ' },
      { script: 'text', text: 'and ' },
      { script: 'hangul', text: '한국어 ' },
      { script: 'text', text: 'café' },
    ]);
    expect(runs.map((run) => run.text).join('')).toBe('Bakery 智能面包店 and 한국어 café');
  });

  it('normalises line ends and answers no run for no text', () => {
    expect(scriptRuns('a\r\nb\rc')).toEqual([{ script: 'text', text: 'a\nb\nc' }]);
    expect(scriptRuns('')).toEqual([]);
  });
});
