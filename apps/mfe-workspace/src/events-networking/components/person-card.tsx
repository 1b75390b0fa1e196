import { Anchor, Avatar, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { SIGN_IN_PAGE_PATH, type ConnectionStatus, type NetworkingProfile } from '@founder/contracts';
import { useNavigate } from 'react-router-dom';
import { useConnect } from '../hooks/use-networking';
import { skillChips } from '../utils/skill-chips';

interface PersonCardProps {
  profile: NetworkingProfile;
  signedIn: boolean;
  /** The caller's connection with this person, if any. */
  connection: ConnectionStatus | null;
}

const LINKS = [
  ['linkedinUrl', 'LinkedIn'],
  ['twitterUrl', 'Twitter'],
  ['githubUrl', 'GitHub'],
  ['websiteUrl', 'Website'],
] as const;

function initials(name: string | null): string {
  return (name ?? '?').split(/\s+/).map((part) => part[0]).join('').slice(0, 2).toUpperCase();
}

/** A founder to meet (spec section 3 "as displayed"): at most 3 skills then '+n more', and Connect. */
export function PersonCard({ profile, signedIn, connection }: PersonCardProps) {
  const navigate = useNavigate();
  const connect = useConnect();
  const name = profile.user.name ?? 'Founder';
  const { shown, more } = skillChips(profile.skills);

  return (
    <Paper withBorder radius="md" p="lg" component="article" aria-label={name}>
      <Stack gap="sm" h="100%">
        <Group wrap="nowrap">
          <Avatar src={profile.user.avatar} alt="" radius="xl" color="blue">
            {initials(profile.user.name)}
          </Avatar>
          <Stack gap={0}>
            <Text fw={600}>{name}</Text>
            <Text size="xs" c="dimmed">
              {[profile.stage, profile.location].filter(Boolean).join(' · ') || 'Founder'}
            </Text>
          </Stack>
        </Group>
        {profile.bio ? (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {profile.bio}
          </Text>
        ) : null}
        {shown.length > 0 ? (
          <Group gap={6} aria-label="Skills">
            {shown.map((skill) => (
              <Badge key={skill} variant="light" size="sm">
                {skill}
              </Badge>
            ))}
            {more ? (
              <Badge variant="outline" size="sm">
                {more}
              </Badge>
            ) : null}
          </Group>
        ) : null}
        <Group gap={6}>
          {profile.lookingFor.map((need) => (
            <Badge key={need} color="grape" variant="dot" size="sm">
              Looking for {need}
            </Badge>
          ))}
          {profile.availableForMentoring ? (
            <Badge color="teal" size="sm">
              Mentor
            </Badge>
          ) : null}
          {profile.openToCollaboration ? (
            <Badge color="cyan" variant="light" size="sm">
              Open to collaboration
            </Badge>
          ) : null}
        </Group>
        <Group gap="sm">
          {LINKS.filter(([field]) => profile[field]).map(([field, label]) => (
            <Anchor key={field} href={profile[field]!} target="_blank" rel="noopener noreferrer" size="sm">
              {label}
            </Anchor>
          ))}
          {profile.user.email ? (
            <Anchor href={`mailto:${profile.user.email}`} size="sm">
              {profile.user.email}
            </Anchor>
          ) : null}
        </Group>
        <Group mt="auto">
          {connection === 'accepted' ? (
            <Badge color="green" size="lg" variant="light">
              Connected
            </Badge>
          ) : connection === 'pending' ? (
            <Badge color="yellow" size="lg" variant="light">
              Request pending
            </Badge>
          ) : (
            <Button
              variant="light"
              disabled={connect.isPending}
              onClick={() => (signedIn ? connect.mutate(profile.userId) : navigate(SIGN_IN_PAGE_PATH))}
              aria-label={`Connect with ${name}`}
            >
              {connect.isPending ? 'Connecting...' : 'Connect'}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
