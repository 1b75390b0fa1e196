/** What a caller is told when a row is missing or not theirs (404), or theirs to see but not to change (403). */
export { IDEA_NOT_FOUND } from '../owners/idea-not-found';
export const DEMO_IS_READ_ONLY = 'The demo idea is read-only';
export const COMPANY_NOT_FOUND = 'Company not found';
export const DOCUMENT_NOT_FOUND = 'Document not found';
export const LINK_NOT_FOUND = 'Link not found';
export const ACCESS_REQUEST_NOT_FOUND = 'Access request not found';
export const INVESTOR_NOT_FOUND = 'Investor not found';
export const STARTUP_PROFILE_NOT_FOUND = 'Startup profile not found';
