// Windows-1252 characters above Latin-1 that the standard PDF fonts (WinAnsiEncoding) can draw.
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

function drawable(char: string): boolean {
  const code = char.codePointAt(0)!;
  return char === '\n' || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char);
}

/**
 * Text the standard Helvetica font can draw: accents it lacks are dropped ('ő' -> 'o'), other
 * characters (scripts beyond Latin, emoji) become '?'. The PPTX export keeps the full text.
 */
export function pdfSafeText(text: string): string {
  let safe = '';
  for (const char of text.replace(/\r\n?/g, '\n')) {
    if (drawable(char)) {
      safe += char;
      continue;
    }
    const base = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
    safe += base !== '' && [...base].every(drawable) ? base : '?';
  }
  return safe;
}
