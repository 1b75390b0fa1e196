import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@founder/api-client';
import { DATA_ROOM_PATHS, type DataRoomAccessRequest, type DataRoomAccessRequestInput, type DataRoomVisitorInput, type SharedDataRoomHeadline, type SharedDataRoomVisit } from '@founder/contracts';
import { getPath } from '../shared/query-helpers';

/** Whose room and which tier, or a 404 once the link is revoked or expired. */
export function useSharedHeadline(token: string) {
  const path = DATA_ROOM_PATHS.shared(token);
  return useQuery({ queryKey: [path], queryFn: getPath<SharedDataRoomHeadline>(path) });
}

/** Gives the visitor's name and email (logged for the owner) and answers what the link shows. */
export function useOpenRoom(token: string) {
  return useMutation({ mutationFn: (visitor: DataRoomVisitorInput) => apiRequest<SharedDataRoomVisit>('POST', DATA_ROOM_PATHS.sharedVisits(token), visitor) });
}

export function useRequestAccess(token: string) {
  return useMutation({ mutationFn: (input: DataRoomAccessRequestInput) => apiRequest<DataRoomAccessRequest>('POST', DATA_ROOM_PATHS.sharedAccessRequests(token), input) });
}
