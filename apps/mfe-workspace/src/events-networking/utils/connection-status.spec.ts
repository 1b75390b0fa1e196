import type { Connection } from '@founder/contracts';
import { connectionStatusByUser } from './connection-status';

const person = (id: number) => ({ id, name: `Person ${id}`, email: null, avatar: null });

describe('connectionStatusByUser', () => {
  it('keys each connection by the other person, whichever of the two asked', () => {
    const connections: Pick<Connection, 'status' | 'user'>[] = [
      { status: 'accepted', user: person(7) },
      { status: 'pending', user: person(9) },
    ];
    const statuses = connectionStatusByUser(connections);
    expect(statuses.get(7)).toBe('accepted');
    expect(statuses.get(9)).toBe('pending');
    expect(statuses.get(8)).toBeUndefined();
  });
});
