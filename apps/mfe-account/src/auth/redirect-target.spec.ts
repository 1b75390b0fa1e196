import { SIGNED_IN_LANDING_PATH } from '@founder/contracts';
import { redirectTarget } from './redirect-target';

describe('redirectTarget', () => {
  it('follows ?next= to a path of this site', () => {
    expect(redirectTarget('?next=%2Finvitations%2Fabc')).toBe('/invitations/abc');
  });

  it.each(['', '?next=', '?next=%2F%2Fevil.example', '?next=https%3A%2F%2Fevil.example', '?next=%2F%5Cevil.example'])('goes to the dashboard for %j', (search) => {
    expect(redirectTarget(search)).toBe(SIGNED_IN_LANDING_PATH);
  });
});
