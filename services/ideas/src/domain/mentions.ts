import type { MentionableMember } from '@founder/contracts';

/** Someone who may be mentioned on an idea or document, and why (their role there). */
export interface MentionablePerson {
  userId: number;
  role: string;
}

/**
 * The members a comment may mention, one entry per person with every role they hold ('You (idea
 * owner, company owner)', 'Ada Lovelace (editor)'), the caller first; 'Member' for one whose name
 * auth did not give (`names`).
 */
export function mentionableMembers(people: readonly MentionablePerson[], callerId: number, names: ReadonlyMap<number, string> = new Map()): MentionableMember[] {
  const roles = new Map<number, string[]>();
  for (const { userId, role } of people) {
    const held = roles.get(userId) ?? [];
    if (!held.includes(role)) held.push(role);
    roles.set(userId, held);
  }
  return [...roles.entries()]
    .sort(([a], [b]) => (a === callerId ? -1 : b === callerId ? 1 : a - b))
    .map(([userId, held]) => ({ userId, label: `${userId === callerId ? 'You' : (names.get(userId) ?? 'Member')} (${held.join(', ')})` }));
}

/**
 * The mentions a comment asks for, each once in the order asked, checked against who may be
 * mentioned: `unknown` lists the ids of nobody mentionable (a 400 names them).
 */
export function resolveMentions(asked: readonly number[], mentionable: readonly MentionableMember[]): { mentioned: number[]; unknown: number[] } {
  const members = new Set(mentionable.map((member) => member.userId));
  const unique = [...new Set(asked)];
  return { mentioned: unique.filter((id) => members.has(id)), unknown: unique.filter((id) => !members.has(id)) };
}

/** What a mention email quotes of the comment: its first 280 characters. */
export function mentionExcerpt(text: string): string {
  return text.length <= 280 ? text : `${text.slice(0, 279)}…`;
}
