/** One visitor on a founder's early-access list, as only the company's owner sees it. */
export interface SiteSignUp {
  id: number;
  /** Lower-cased, as stored. */
  email: string;
  signedUpAt: string;
  /** The path of the page whose form the visitor used, as it was then (`/sites/{slug}`). */
  sourcePage: string;
}

/** `GET /api/companies/{id}/site/sign-ups`: newest first. */
export const SITE_SIGNUPS_PAGE = { default: 50, max: 200 } as const;

/** The CSV download's header row, in column order. */
export const SITE_SIGNUPS_CSV_HEADER = ['Email', 'Signed up at', 'Source page'] as const;

export const SITE_SIGNUPS_PATHS = {
  list: (companyId: number) => `/api/companies/${companyId}/site/sign-ups`,
  csv: (companyId: number) => `/api/companies/${companyId}/site/sign-ups.csv`,
} as const;

/** The download's file name: the site's address, so two sites' lists never overwrite each other. */
export const siteSignUpsFileName = (slug: string) => `${slug}-sign-ups.csv`;
