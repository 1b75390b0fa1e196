import type { CompanyRole } from '@founder/contracts';

/** One colour per role, for its badge wherever a role is shown (header, members). */
export const ROLE_COLORS: Record<CompanyRole, string> = { owner: 'grape', editor: 'blue', commenter: 'teal', viewer: 'gray' };
