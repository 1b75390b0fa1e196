import { emailChangeOf } from './email-change';

describe('emailChangeOf', () => {
  it('changes nothing when no email is sent', () => {
    expect(emailChangeOf('ada@example.com', null, undefined)).toEqual({ kind: 'none' });
  });

  it('changes nothing for the current address, in any case, and keeps a waiting one', () => {
    expect(emailChangeOf('ada@example.com', null, 'ADA@example.com')).toEqual({ kind: 'none' });
    expect(emailChangeOf('ada@example.com', 'new@example.com', 'ada@example.com')).toEqual({ kind: 'none' });
  });

  it('sends no second link for the address already waiting', () => {
    expect(emailChangeOf('ada@example.com', 'new@example.com', 'New@Example.com')).toEqual({ kind: 'none' });
  });

  it('asks to confirm a new address, replacing one that was waiting', () => {
    expect(emailChangeOf('ada@example.com', null, 'new@example.com')).toEqual({ kind: 'request', email: 'new@example.com' });
    expect(emailChangeOf('ada@example.com', 'new@example.com', 'newer@example.com')).toEqual({ kind: 'request', email: 'newer@example.com' });
  });

  it('asks to confirm the first address of an account without one', () => {
    expect(emailChangeOf(null, null, 'ada@example.com')).toEqual({ kind: 'request', email: 'ada@example.com' });
  });
});
