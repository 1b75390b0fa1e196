/** Where a heading would go on the page, and what must fit below it there. */
export interface HeadingFit {
  /** Where the heading would start. */
  y: number;
  /** The lowest y text may reach on this page. */
  bottom: number;
  headingHeight: number;
  /** The first lines of the text under the heading (or all of it, when shorter). */
  keptBodyHeight: number;
}

/** Keep-with-next: a heading moves to a new page unless it and the first lines of its text fit on this one. */
export function startsNewPage({ y, bottom, headingHeight, keptBodyHeight }: HeadingFit): boolean {
  return y + headingHeight + keptBodyHeight > bottom;
}
