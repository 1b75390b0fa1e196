/**
 * What an email sent with a profile update does. The address in use changes only when the new one
 * is confirmed; the profile form sends every field, so the current address or the one already
 * waiting changes nothing (and sends no second email).
 */
export type EmailChange = { kind: 'none' } | { kind: 'request'; email: string };

export function emailChangeOf(current: string | null, pending: string | null, requested: string | undefined): EmailChange {
  if (requested === undefined) return { kind: 'none' };
  const same = (address: string | null) => address !== null && address.toLowerCase() === requested.toLowerCase();
  if (same(current) || same(pending)) return { kind: 'none' };
  return { kind: 'request', email: requested };
}
