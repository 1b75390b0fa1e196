/** Default domain (spec section 9): the company name lowercased, without non-alphanumerics, cut to 20 characters, plus a top-level suffix. */
export function defaultDomain(companyName: string): string {
  return `${companyName.toLowerCase().replace(/[^a-z0-9]/g, '').slice(0, 20)}.com`;
}
