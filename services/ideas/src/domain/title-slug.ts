/** The file-name stem of an idea's exports: 'PantryPal: AI meals!' -> 'pantrypal-ai-meals' ('idea' when nothing is left). */
export function titleSlug(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'idea';
}
