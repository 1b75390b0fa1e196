import { COMPANY_ROLES, roleMay, type CompanyAbility } from '@founder/contracts';
import { type FoundRow, grantedRow } from '@founder/server-kit';
import { Access } from './access.service';
import type { IdeaViews } from './idea-views';
import { DEMO_IS_READ_ONLY } from './messages';
import { PERMISSIONS, type Relation } from './permissions';

describe('the ideas permission table', () => {
  it("is what the screens' role rule (roleMay of @founder/contracts) offers each role", () => {
    const shown: Record<CompanyAbility, keyof typeof PERMISSIONS> = { read: 'company.read', comment: 'document.comment', edit: 'company.update', manage: 'company.members.manage' };
    for (const [ability, permission] of Object.entries(shown) as Array<[CompanyAbility, keyof typeof PERMISSIONS]>) {
      const allowed = PERMISSIONS[permission].allow as readonly Relation[];
      expect(COMPANY_ROLES.filter((role) => roleMay(role, ability))).toEqual(COMPANY_ROLES.filter((role) => allowed.includes(role)));
    }
  });

  it('names each permission <resource>.<verb>', () => {
    for (const [permission, rule] of Object.entries(PERMISSIONS)) expect(permission.split('.')[0]).toBe(rule.resource);
  });

  it('lets anyone read the demo idea and nobody change or share it (403), and the owner do all three', () => {
    const demo: FoundRow<string, Relation> = { row: 'demo', relations: ['anyone'] };
    const mine: FoundRow<string, Relation> = { row: 'mine', relations: ['owner'] };
    expect(grantedRow(PERMISSIONS['idea.read'], demo, 'Idea not found')).toBe('demo');
    for (const permission of ['idea.update', 'idea.share'] as const) {
      expect(() => grantedRow(PERMISSIONS[permission], demo, 'Idea not found')).toThrow(DEMO_IS_READ_ONLY);
      expect(grantedRow(PERMISSIONS[permission], mine, 'Idea not found')).toBe('mine');
    }
  });

  it('lets only the owner follow a generation job (the demo idea’s too: 404 for anyone else)', () => {
    expect(grantedRow(PERMISSIONS['idea.follow'], { row: 'mine', relations: ['owner'] }, 'Idea not found')).toBe('mine');
    expect(() => grantedRow(PERMISSIONS['idea.follow'], { row: 'demo', relations: ['anyone'] }, 'Idea not found')).toThrow('Idea not found');
  });
});

describe('Access.ideasWhere', () => {
  const access = new Access({ getMetadata: () => ({}) } as never, {} as IdeaViews);

  it('lists what idea.read grants: the user’s or the unclaimed browser’s ideas, and the demo', () => {
    expect(access.ideasWhere({ userId: 5, browserId: 'b' }, 'idea.read')).toEqual({
      where: '(idea.ownerUserId = :accessUserId OR (idea.ownerUserId IS NULL AND idea.ownerBrowserId = :accessBrowserId) OR idea.isDemo)',
      parameters: { accessUserId: 5, accessBrowserId: 'b' },
    });
    expect(access.ideasWhere({ userId: null, browserId: null }, 'idea.read')).toEqual({ where: '(idea.isDemo)', parameters: {} });
  });

  it('narrows to the owner alone, one condition an index serves; nothing at all without a caller', () => {
    expect(access.ideasWhere({ userId: 5 }, 'idea.read', ['owner'])).toEqual({ where: '(idea.ownerUserId = :accessUserId)', parameters: { accessUserId: 5 } });
    expect(access.ideasWhere({ userId: null }, 'idea.update')).toEqual({ where: 'false', parameters: {} });
  });
});
