import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiRequest } from '@founder/api-client';
import {
  COMMUNITY_PAGE_SIZE,
  COMMUNITY_PATH_PREFIXES,
  COMMUNITY_PATHS,
  CONNECTION_GREETING,
  type Connection,
  type ConnectionAnswer,
  type ConnectionStatus,
  type CursorPage,
  type NetworkingHubStats,
  type NetworkingProfile,
  type NetworkingProfileRequest,
  type ProfileListQuery,
} from '@founder/contracts';
import { showToast } from '@founder/ui';
import {
  CONNECTION_ACCEPTED_TOAST,
  CONNECTION_DECLINED_TOAST,
  CONNECTION_SENT_TOAST,
  CONNECTION_WITHDRAWN_TOAST,
  connectionFailedToast,
  PROFILE_SAVED_TOAST,
} from '../utils/community-toasts';
import { actionFailedToast } from '../../shared/action-failed-toast';
import { useCursorList } from '../../shared/cursor-list';
import { connectionStatusByUser } from '../utils/connection-status';
import { getPath, useRefresh } from '../../shared/query-helpers';

const NETWORK_DATA = [COMMUNITY_PATH_PREFIXES.networking];

/** Public profiles matching the filters, a page at a time ('Load more'). */
export function useProfiles(query: ProfileListQuery) {
  return useCursorList<NetworkingProfile>(COMMUNITY_PATHS.networkingProfiles(query));
}

/** The signed-in founder's profile, or null before they create one (the service answers null, not an error). */
export function useMyProfile(signedIn: boolean) {
  return useQuery({
    queryKey: [COMMUNITY_PATHS.networkingProfile],
    enabled: signedIn,
    queryFn: getPath<NetworkingProfile | null>(COMMUNITY_PATHS.networkingProfile),
  });
}

export function useSaveProfile() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (request: NetworkingProfileRequest) => apiRequest<NetworkingProfile>('PUT', COMMUNITY_PATHS.networkingProfile, request),
    onSuccess: () => {
      showToast(PROFILE_SAVED_TOAST);
      return refresh(...NETWORK_DATA);
    },
    onError: (error) => showToast(actionFailedToast('Profile not saved', error)),
  });
}

/** The signed-in founder's connections and requests (the first MAX of them). */
export function useConnections(signedIn: boolean) {
  const path = COMMUNITY_PATHS.connections({ limit: COMMUNITY_PAGE_SIZE.max });
  return useQuery({ queryKey: [path], queryFn: getPath<CursorPage<Connection>>(path), enabled: signedIn });
}

/**
 * The caller's standing with each person (accepted or pending, either direction), from the
 * connection list, whose `user` is always the other person: what every person card shows instead
 * of Connect. Empty when signed out.
 */
export function useConnectionStatuses(signedIn: boolean): ReadonlyMap<number, ConnectionStatus> {
  const connections = useConnections(signedIn);
  return useMemo(() => connectionStatusByUser(connections.data?.items ?? []), [connections.data]);
}

/** Connect sends the fixed greeting; spec toasts; on success the connections list is refreshed. */
export function useConnect() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (receiverId: number) => apiRequest<Connection>('POST', COMMUNITY_PATHS.connections(), { receiverId, message: CONNECTION_GREETING }),
    onSuccess: () => {
      showToast(CONNECTION_SENT_TOAST);
      return refresh(...NETWORK_DATA);
    },
    onError: (error) => showToast(connectionFailedToast(error)),
  });
}

export function useAnswerConnection() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: ConnectionAnswer }) => apiRequest('PATCH', COMMUNITY_PATHS.connection(id), { status }),
    onSuccess: (_answer, { status }) => {
      showToast(status === 'accepted' ? CONNECTION_ACCEPTED_TOAST : CONNECTION_DECLINED_TOAST);
      return refresh(...NETWORK_DATA);
    },
    onError: (error) => showToast(actionFailedToast('Connection failed', error)),
  });
}

export function useWithdrawConnection() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', COMMUNITY_PATHS.connection(id)),
    onSuccess: () => {
      showToast(CONNECTION_WITHDRAWN_TOAST);
      return refresh(...NETWORK_DATA);
    },
    onError: (error) => showToast(actionFailedToast('Connection failed', error)),
  });
}

export function useHubStats() {
  return useQuery({ queryKey: [COMMUNITY_PATHS.hub], queryFn: getPath<NetworkingHubStats>(COMMUNITY_PATHS.hub) });
}
