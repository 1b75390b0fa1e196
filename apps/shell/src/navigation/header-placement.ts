// The app header's size; where it shows is a route rule (showsAppHeader in @founder/contracts),
// which the gateway reads too.

/** The header bar's height in px (plus a 1 px border). */
export const HEADER_HEIGHT = 64;
