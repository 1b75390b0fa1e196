import { COMPANY_ROLES } from './company-members-api';
import { roleMay, type CompanyAbility } from './company-role-abilities';

const ABILITIES: CompanyAbility[] = ['read', 'comment', 'edit', 'manage'];
const abilitiesOf = (role: Parameters<typeof roleMay>[0]) => ABILITIES.filter((ability) => roleMay(role, ability));

describe('roleMay', () => {
  it('gives each role what the ideas service grants it: owner all, editor all but managing, commenter reads and comments, viewer reads', () => {
    expect(Object.fromEntries(COMPANY_ROLES.map((role) => [role, abilitiesOf(role)]))).toEqual({
      owner: ['read', 'comment', 'edit', 'manage'],
      editor: ['read', 'comment', 'edit'],
      commenter: ['read', 'comment'],
      viewer: ['read'],
    });
  });

  it('gives nothing to a caller whose role is not known', () => {
    expect([abilitiesOf(null), abilitiesOf(undefined)]).toEqual([[], []]);
  });
});
