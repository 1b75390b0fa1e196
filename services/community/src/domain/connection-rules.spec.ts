import { mayActOnConnection, statusAfterAnswer } from './connection-rules';

const request = { requesterId: 1, receiverId: 2, status: 'pending' as const };

describe('mayActOnConnection', () => {
  it('lets both people see it and nobody else', () => {
    expect(mayActOnConnection(request, 1, 'see')).toBe(true);
    expect(mayActOnConnection(request, 2, 'see')).toBe(true);
    expect(mayActOnConnection(request, 3, 'see')).toBe(false);
  });

  it('lets only the receiver answer', () => {
    expect(mayActOnConnection(request, 2, 'answer')).toBe(true);
    expect(mayActOnConnection(request, 1, 'answer')).toBe(false);
    expect(mayActOnConnection(request, 3, 'answer')).toBe(false);
  });

  it('lets only the requester withdraw', () => {
    expect(mayActOnConnection(request, 1, 'withdraw')).toBe(true);
    expect(mayActOnConnection(request, 2, 'withdraw')).toBe(false);
    expect(mayActOnConnection(request, 3, 'withdraw')).toBe(false);
  });
});

describe('statusAfterAnswer', () => {
  it('keeps an accepted request and deletes a declined one', () => {
    expect(statusAfterAnswer('accepted')).toBe('accepted');
    expect(statusAfterAnswer('declined')).toBeNull();
  });
});
