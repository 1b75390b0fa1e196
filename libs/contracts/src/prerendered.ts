/**
 * The element holding a prerendered first screen before #root (the gateway inserts it for visitors
 * without a session; the shell removes it when the real page has committed).
 */
export const PRERENDERED_ELEMENT_ID = 'prerendered';
