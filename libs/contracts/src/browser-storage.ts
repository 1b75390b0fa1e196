/**
 * Local storage keys the spec names (sections 3 and 6): the idea tools know the founder by the
 * selected idea's id and the email it was submitted with. Signing out removes both.
 */
export const CURRENT_IDEA_ID_KEY = 'currentIdeaId';
export const USER_EMAIL_KEY = 'userEmail';
/**
 * Mirrors whether this browser stores an idea selection (either key above): '1' or '0'. Kept in
 * step by every write of those keys (libs/api-client recordStoredIdea), so the gateway, which cannot
 * read local storage, knows when the idea tools' first screen is their empty state.
 */
export const STORED_IDEA_COOKIE = 'founder_stored_idea';
