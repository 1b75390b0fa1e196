import type { Connection, ConnectionStatus } from '@founder/contracts';

/** Each other person's connection status with the caller, by their user id (`user` is the other person). */
export function connectionStatusByUser(connections: readonly Pick<Connection, 'status' | 'user'>[]): Map<number, ConnectionStatus> {
  return new Map(connections.map((connection) => [connection.user.id, connection.status]));
}
