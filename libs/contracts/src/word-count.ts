/**
 * Spec section 9: the word count is the text split on spaces. Line breaks and tabs count as spaces,
 * and the empty pieces between two spaces are not words (so an empty text has 0 words). The pages
 * show it and the ideas service holds generated text to GENERATED_TEXT_WORDS with it.
 */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter((piece) => piece !== '').length;
}
