import type { ConnectionAnswer, ConnectionStatus } from '@founder/contracts';

export interface ConnectionParties {
  requesterId: number;
  receiverId: number;
  status: ConnectionStatus;
}

export type ConnectionAction = 'see' | 'answer' | 'withdraw';

/**
 * Who may do what with a connection: both people see it; only the receiver answers and only the
 * requester withdraws. Anyone else, or the wrong one of the two, is told it does not exist.
 */
export function mayActOnConnection(connection: ConnectionParties, userId: number, action: ConnectionAction): boolean {
  switch (action) {
    case 'see':
      return connection.requesterId === userId || connection.receiverId === userId;
    case 'answer':
      return connection.receiverId === userId;
    case 'withdraw':
      return connection.requesterId === userId;
  }
}

export const CONNECTION_MESSAGES = {
  self: 'receiverId must be another founder: you cannot connect with yourself',
  exists: 'You are already connected or have a pending request with this founder',
  unknownUser: 'Founder not found',
  notFound: 'Connection not found',
  answered: 'This request has already been answered',
  notPending: 'Only a pending request can be withdrawn',
} as const;

/** The stored status after the receiver's answer: null means the request is deleted (it may be asked again). */
export function statusAfterAnswer(answer: ConnectionAnswer): ConnectionStatus | null {
  return answer === 'accepted' ? 'accepted' : null;
}
