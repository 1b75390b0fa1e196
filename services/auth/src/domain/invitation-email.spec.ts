import { invitationEmail } from './invitation-email';

describe('invitationEmail', () => {
  it('names the inviter, the company and the role, and links to the invitation page', () => {
    const email = invitationEmail('ada@example.com', { inviterName: 'Grace', companyName: 'Loom', role: 'commenter', token: 'abc' }, (path) => `https://founder.test${path}`);
    expect(email.subject).toBe('Grace invited you to Loom on Founder Platform');
    expect(email.paragraphs[0]).toBe('Grace invited you to work on Loom as commenter.');
    expect(email.action).toEqual({ label: 'Accept the invitation', url: 'https://founder.test/invitations/abc' });
  });
});
