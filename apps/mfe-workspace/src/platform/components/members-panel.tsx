import { Alert, Badge, Button, Group, Modal, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { serverMessage, useCurrentUser } from '@founder/api-client';
import { COMPANY_ROLE_LABELS, COMPANY_ROLES, INVITED_ROLES, roleMay, type Company, type CompanyMember, type CompanyRole, type InvitedRole } from '@founder/contracts';
import { loadedItems } from '../../shared/cursor-list';
import { ROLE_COLORS } from '../rules/role-colors';
import { useChangeRole, useInvitations, useInvite, useMembers, useRemoveMember, useRevokeInvitation } from '../hooks/use-members';

const roleOptions = (roles: readonly CompanyRole[]) => roles.map((role) => ({ value: role, label: COMPANY_ROLE_LABELS[role] }));

/** The Members tab: who works on the company and their roles; the owner invites, changes roles, removes and revokes. */
export function MembersPanel({ company }: { company: Company }) {
  const companyId = company.id;
  const { user } = useCurrentUser();
  const members = useMembers(companyId);
  const team = loadedItems(members.data);
  const isOwner = roleMay(company.role, 'manage');
  const invitations = useInvitations(companyId, isOwner);
  const [inviting, setInviting] = useState(false);

  if (members.error) return <Alert color="red">{serverMessage(members.error) ?? 'The members could not be loaded.'}</Alert>;
  return (
    <Stack>
      <Group justify="space-between">
        <Text fw={600}>Members</Text>
        {isOwner ? <Button onClick={() => setInviting(true)}>Invite</Button> : null}
      </Group>
      {team?.map((member) => <MemberRow key={member.id} companyId={companyId} member={member} isOwner={isOwner} isMe={member.id === user?.id} />)}
      {members.hasNextPage ? (
        <Group justify="center">
          <Button variant="default" size="xs" loading={members.isFetchingNextPage} onClick={() => void members.fetchNextPage()}>
            Load more
          </Button>
        </Group>
      ) : null}
      {isOwner && invitations.data?.length ? (
        <Stack gap="xs" role="group" aria-label="Pending invitations">
          <Text fw={600}>Pending invitations</Text>
          {invitations.data.map((invitation) => (
            <InvitationRow key={invitation.id} companyId={companyId} id={invitation.id} email={invitation.email} role={invitation.role} />
          ))}
        </Stack>
      ) : null}
      <InviteDialog companyId={companyId} opened={inviting} onClose={() => setInviting(false)} />
    </Stack>
  );
}

function MemberRow({ companyId, member, isOwner, isMe }: { companyId: number; member: CompanyMember; isOwner: boolean; isMe: boolean }) {
  const changeRole = useChangeRole(companyId);
  const remove = useRemoveMember(companyId);
  const manageable = isOwner && member.role !== 'owner';
  return (
    <Paper withBorder p="sm" role="group" aria-label={`Member ${member.name ?? member.email ?? member.id}`}>
      <Group justify="space-between">
        <div>
          <Text>{member.name ?? member.email}</Text>
          <Text size="sm" c="dimmed">
            {member.email}
          </Text>
        </div>
        <Group>
          {manageable ? (
            <Select
              aria-label="Role"
              data={roleOptions(COMPANY_ROLES)}
              value={member.role}
              allowDeselect={false}
              onChange={(role) => role && changeRole.mutate({ memberId: member.id, role: role as CompanyRole })}
            />
          ) : (
            <Badge color={ROLE_COLORS[member.role]}>{COMPANY_ROLE_LABELS[member.role]}</Badge>
          )}
          {manageable || (isMe && member.role !== 'owner') ? (
            <Button variant="subtle" color="red" loading={remove.isPending} onClick={() => remove.mutate(member.id)}>
              {isMe ? 'Leave' : 'Remove'}
            </Button>
          ) : null}
        </Group>
      </Group>
    </Paper>
  );
}

function InvitationRow({ companyId, id, email, role }: { companyId: number; id: number; email: string; role: InvitedRole }) {
  const revoke = useRevokeInvitation(companyId);
  return (
    <Group justify="space-between">
      <Text>
        {email} <Badge color={ROLE_COLORS[role]}>{COMPANY_ROLE_LABELS[role]}</Badge>
      </Text>
      <Button variant="subtle" color="red" loading={revoke.isPending} onClick={() => revoke.mutate(id)}>
        Revoke
      </Button>
    </Group>
  );
}

function InviteDialog({ companyId, opened, onClose }: { companyId: number; opened: boolean; onClose: () => void }) {
  const invite = useInvite(companyId);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InvitedRole>('editor');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate(
      { email, role },
      {
        onSuccess: () => {
          setEmail('');
          onClose();
        },
      },
    );
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Invite to the company">
      <form onSubmit={submit}>
        <Stack>
          <TextInput label="Email" type="email" required value={email} onChange={(event) => setEmail(event.currentTarget.value)} />
          <Select label="Role" data={roleOptions(INVITED_ROLES)} value={role} allowDeselect={false} onChange={(value) => value && setRole(value as InvitedRole)} />
          <Button type="submit" loading={invite.isPending}>
            Send invitation
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
