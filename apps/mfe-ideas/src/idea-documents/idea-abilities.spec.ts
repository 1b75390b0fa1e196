import { mayCommentOnIdea, mayEditIdea } from './idea-abilities';

describe('what the idea pages offer', () => {
  it('lets the founder of a personal idea and the owner and editors of a company idea edit; commenters comment; viewers only read', () => {
    const cases = [null, 'owner', 'editor', 'commenter', 'viewer'] as const;
    expect(cases.map((role) => [role, mayEditIdea({ isDemo: false, role }), mayCommentOnIdea({ isDemo: false, role })])).toEqual([
      [null, true, true],
      ['owner', true, true],
      ['editor', true, true],
      ['commenter', false, true],
      ['viewer', false, false],
    ]);
  });

  it('keeps the demo idea read only', () => {
    expect([mayEditIdea({ isDemo: true, role: null }), mayCommentOnIdea({ isDemo: true, role: null })]).toEqual([false, false]);
  });
});
