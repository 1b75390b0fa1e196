/** A title as a file name part ('Meal Plans, Inc.' -> 'meal-plans-inc'); the fallback when the answer names no file. */
export function fileSlug(title: string): string {
  return title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'idea';
}
