/** Spec: a person card shows at most 3 skills, then '+n more'. */
export const VISIBLE_SKILLS = 3;

export function skillChips(skills: readonly string[]): { shown: string[]; more: string | null } {
  const hidden = skills.length - VISIBLE_SKILLS;
  return { shown: skills.slice(0, VISIBLE_SKILLS), more: hidden > 0 ? `+${hidden} more` : null };
}
