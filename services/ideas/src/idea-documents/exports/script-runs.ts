/** Which of the export fonts draws a run: the text font (Latin, Greek, Cyrillic, symbols...), the CJK font or the Hangul font. */
export type FontScript = 'text' | 'cjk' | 'hangul';

export interface ScriptRun {
  script: FontScript;
  text: string;
}

// Han ideographs (with their radicals, strokes and compatibility forms), kana, bopomofo, CJK
// punctuation and full-width forms: the CJK font's; Hangul syllables and jamo: the Hangul font's.
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Bopomofo}\u3000-\u303f\u30fb\u30fc\u31c0-\u31ef\u3200-\u33ff\ufe30-\ufe4f\uff00-\uffef]/u;
const HANGUL = /\p{Script=Hangul}/u;

/** The font a character is drawn with. Spaces and marks go with the run they are in (see scriptRuns). */
export function scriptOf(char: string): FontScript {
  if (HANGUL.test(char)) return 'hangul';
  if (CJK.test(char)) return 'cjk';
  return 'text';
}

// Characters every font draws alike: they join the run before them rather than start a new one.
const NEUTRAL = /[\s\p{M}\u200b-\u200d\u2060\ufeff]/u;

/**
 * The text cut into runs of one font each, in order, line ends normalised to '\n': 'Умная 智能 bakery'
 * -> text 'Умная ', cjk '智能 ', text 'bakery'. Joined back, the runs are the text.
 */
export function scriptRuns(text: string): ScriptRun[] {
  const runs: ScriptRun[] = [];
  for (const char of text.replace(/\r\n?/g, '\n')) {
    const last = runs[runs.length - 1];
    const script = last && NEUTRAL.test(char) ? last.script : scriptOf(char);
    if (last && last.script === script) last.text += char;
    else runs.push({ script, text: char });
  }
  return runs;
}
