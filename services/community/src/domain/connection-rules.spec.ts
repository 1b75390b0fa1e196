import { connectionRelations, statusAfterAnswer } from './connection-rules';

const request = { requesterId: 1, receiverId: 2, status: 'pending' as const };

describe('connectionRelations', () => {
  it('names the requester and the receiver, and nothing for anyone else', () => {
    expect(connectionRelations(request, 1)).toEqual(['requester']);
    expect(connectionRelations(request, 2)).toEqual(['receiver']);
    expect(connectionRelations(request, 3)).toEqual([]);
    expect(connectionRelations(request, null)).toEqual([]);
  });
});

describe('statusAfterAnswer', () => {
  it('keeps an accepted request and deletes a declined one', () => {
    expect(statusAfterAnswer('accepted')).toBe('accepted');
    expect(statusAfterAnswer('declined')).toBeNull();
  });
});
