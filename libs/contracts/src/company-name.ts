/**
 * The company name an idea's documents use when the founder sets none: the title's first words
 * before a dash, colon, bar or bracket ('BaridiBox – solar milk-cooling units' -> 'BaridiBox'), at
 * most 60 characters. The wizard shows it as the placeholder of 'Company name'; the service uses it.
 */
export function companyNameOf(title: string): string {
  const head = title.split(/\s+[–—-]\s+|\s*[:|(]\s*|\s+[–—]/)[0]?.trim() ?? '';
  return head.length >= 2 ? head.slice(0, 60).trim() : title.slice(0, 60).trim();
}
