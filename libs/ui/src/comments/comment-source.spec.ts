import { documentCommentSource, openThreadsOf, partCommentSource } from './comment-source';

describe('comment sources', () => {
  it("an idea part's threads: the part in the list's query and in a new thread", () => {
    expect(partCommentSource(7, 'financial-model:pricePoint')).toEqual({
      commentsPath: '/api/startup-ideas/7/comments',
      listPath: '/api/startup-ideas/7/comments?part=financial-model%3ApricePoint&limit=100',
      mentionablePath: '/api/startup-ideas/7/comments/mentionable',
      countsPath: '/api/startup-ideas/7/comments/counts',
      part: 'financial-model:pricePoint',
    });
  });

  it("a data-room document's threads: no part, the company's counts", () => {
    expect(documentCommentSource(41, 3)).toEqual({
      commentsPath: '/api/documents/41/comments',
      listPath: '/api/documents/41/comments?limit=100',
      mentionablePath: '/api/documents/41/comments/mentionable',
      countsPath: '/api/documents/comments/counts?companyId=3',
    });
  });

  it('reads the open threads of a part or a document id, 0 for none', () => {
    const counts = { 'pitch-deck:problem': { open: 2, resolved: 1 }, '41': { open: 1, resolved: 0 } };
    expect(openThreadsOf(counts, 'pitch-deck:problem')).toBe(2);
    expect(openThreadsOf(counts, 41)).toBe(1);
    expect(openThreadsOf(counts, 'pitch-deck:team')).toBe(0);
    expect(openThreadsOf(undefined, 41)).toBe(0);
  });
});
