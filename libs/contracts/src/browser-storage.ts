/**
 * Local storage keys the spec names (sections 3 and 6): the idea tools know the founder by the
 * selected idea's id and the email it was submitted with. Signing out removes both.
 */
export const CURRENT_IDEA_ID_KEY = 'currentIdeaId';
export const USER_EMAIL_KEY = 'userEmail';
