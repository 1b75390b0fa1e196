/**
 * Spec section 9: the word count is the text split on spaces. Line breaks count as spaces, and the
 * empty pieces between two spaces are not words (so an empty text has 0 words).
 */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter((piece) => piece !== '').length;
}
