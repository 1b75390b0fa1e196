/**
 * The id of the JSON data block in which the gateway inlines the runtime manifest into every page
 * it serves (after parsing it), so the shell need not ask /remotes.json before it can load the
 * route's remote.
 */
export const INLINE_MANIFEST_ELEMENT_ID = 'remotes-manifest';
