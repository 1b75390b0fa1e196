/** 'Rust, Sales,,  Design' -> ['Rust', 'Sales', 'Design'] (trimmed, no blanks, no repeats). */
export function splitList(text: string): string[] {
  return [...new Set(text.split(',').map((part) => part.trim()).filter(Boolean))];
}

export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** A trimmed text, or undefined when blank (an optional field left empty). */
export function optionalText(text: string): string | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : trimmed;
}
