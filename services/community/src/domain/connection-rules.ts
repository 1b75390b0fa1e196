import type { ConnectionAnswer, ConnectionStatus } from '@founder/contracts';

export interface ConnectionParties {
  requesterId: number;
  receiverId: number;
  status: ConnectionStatus;
}

/** The caller's part in a connection: its requester, its receiver, or nothing (the access table says what each may do). */
export type ConnectionRelation = 'requester' | 'receiver';

export function connectionRelations(connection: ConnectionParties, userId: number | null): ConnectionRelation[] {
  const relations: ConnectionRelation[] = [];
  if (connection.requesterId === userId) relations.push('requester');
  if (connection.receiverId === userId) relations.push('receiver');
  return relations;
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
