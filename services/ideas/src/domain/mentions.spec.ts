import { mentionableMembers, mentionExcerpt, resolveMentions } from './mentions';

describe('mentions', () => {
  it('lists each person once with every role, the caller first as You', () => {
    expect(
      mentionableMembers(
        [
          { userId: 9, role: 'company owner' },
          { userId: 4, role: 'idea owner' },
          { userId: 4, role: 'company owner' },
          { userId: 4, role: 'company owner' },
        ],
        4,
      ),
    ).toEqual([
      { userId: 4, label: 'You (idea owner, company owner)' },
      { userId: 9, label: 'Member (company owner)' },
    ]);
  });

  it('names the others as auth knows them, Member when it does not', () => {
    const people = [
      { userId: 4, role: 'idea owner' },
      { userId: 9, role: 'editor' },
      { userId: 12, role: 'commenter' },
    ];
    expect(mentionableMembers(people, 4, new Map([[9, 'Ben Okafor'], [4, 'Ada Lovelace']]))).toEqual([
      { userId: 4, label: 'You (idea owner)' },
      { userId: 9, label: 'Ben Okafor (editor)' },
      { userId: 12, label: 'Member (commenter)' },
    ]);
  });

  it('keeps the mentions of members once, in the order asked, and names the others', () => {
    const members = [
      { userId: 4, label: 'You (idea owner)' },
      { userId: 9, label: 'Member (company owner)' },
    ];
    expect(resolveMentions([9, 4, 9], members)).toEqual({ mentioned: [9, 4], unknown: [] });
    expect(resolveMentions([4, 77, 78, 77], members)).toEqual({ mentioned: [4], unknown: [77, 78] });
    expect(resolveMentions([], members)).toEqual({ mentioned: [], unknown: [] });
  });

  it('quotes at most 280 characters', () => {
    expect(mentionExcerpt('Short')).toBe('Short');
    expect(mentionExcerpt('x'.repeat(280))).toBe('x'.repeat(280));
    expect(mentionExcerpt('y'.repeat(281))).toBe(`${'y'.repeat(279)}…`);
  });
});
