import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, serverMessage } from '@founder/api-client';
import { COMPANY_MEMBERS_PATHS as PATHS, type CompanyInvitation, type CompanyMember, type CompanyRole, type InviteRequest } from '@founder/contracts';
import { showToast } from '@founder/ui';
import { COMPANIES_KEY } from '../../shared/company-query';
import { useCursorList } from '../../shared/cursor-list';

// useCursorList's key: the first page's path.
const membersKey = (companyId: number) => [PATHS.membersPage(companyId)] as const;
const invitationsKey = (companyId: number) => ['company-invitations', companyId] as const;

/** The team a page at a time (the owner first, then by join date): `Load more` while hasNextPage. */
export function useMembers(companyId: number) {
  return useCursorList<CompanyMember>(PATHS.membersPage(companyId));
}

/** The pending invitations: only the owner may see them (`enabled`). */
export function useInvitations(companyId: number, enabled: boolean) {
  return useQuery({ queryKey: invitationsKey(companyId), queryFn: () => apiRequest<CompanyInvitation[]>('GET', PATHS.invitations(companyId)), enabled });
}

/** One shape for every change of the team: on success both lists and the founder's companies (their role may have changed) are read again; a failure is a toast with the server's reason. */
function useTeamChange<Variables>(companyId: number, call: (variables: Variables) => Promise<unknown>, failure: string, done?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: membersKey(companyId) }),
        queryClient.invalidateQueries({ queryKey: invitationsKey(companyId) }),
        queryClient.invalidateQueries({ queryKey: COMPANIES_KEY }),
      ]);
      if (done) showToast({ title: done });
    },
    onError: (error) => showToast({ title: failure, description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' }),
  });
}

export function useInvite(companyId: number) {
  return useTeamChange(companyId, (input: InviteRequest) => apiRequest('POST', PATHS.invitations(companyId), input), 'The invitation was not sent', 'Invitation sent');
}

export function useRevokeInvitation(companyId: number) {
  return useTeamChange(companyId, (invitationId: number) => apiRequest('DELETE', PATHS.invitation(companyId, invitationId)), 'The invitation was not revoked');
}

export function useChangeRole(companyId: number) {
  return useTeamChange(companyId, ({ memberId, role }: { memberId: number; role: CompanyRole }) => apiRequest('PATCH', PATHS.member(companyId, memberId), { role }), 'The role was not changed');
}

export function useRemoveMember(companyId: number) {
  return useTeamChange(companyId, (memberId: number) => apiRequest('DELETE', PATHS.member(companyId, memberId)), 'The member was not removed');
}
