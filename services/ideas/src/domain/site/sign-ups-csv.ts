import { SITE_SIGNUPS_CSV_HEADER, type SiteSignUp } from '@founder/contracts';
import { csvTable } from '../csv-table';

/** The founder's early-access list as CSV: the header row, then one row per visitor in the order given. */
export function signUpsCsv(signUps: ReadonlyArray<Omit<SiteSignUp, 'id'>>): string {
  return csvTable([SITE_SIGNUPS_CSV_HEADER, ...signUps.map((signUp) => [signUp.email, signUp.signedUpAt, signUp.sourcePage])]);
}
