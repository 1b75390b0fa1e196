import { Anchor, Avatar, Button, Divider, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { initialsOf, type CurrentUser } from '@founder/contracts';
import { Icon } from '@founder/ui';
import { ADD_PEOPLE_PATH, PROFILE_SETTINGS_PATH, SECTION_PATHS } from '../dashboard-paths';
import { DASHBOARD_SECTIONS, type SectionCategory } from '../domain/dashboard-sections';
import type { SectionAccess } from '../domain/section-unlock';

interface DashboardSidebarProps {
  user: CurrentUser;
  search: string;
  onSearch: (search: string) => void;
  accessOf: (id: (typeof DASHBOARD_SECTIONS)[number]['id']) => SectionAccess;
}

const GROUPS: Array<{ category: SectionCategory; heading: string | null }> = [
  { category: 'core', heading: null },
  { category: 'advanced', heading: 'ADVANCED' },
  { category: 'tools', heading: 'TOOLS' },
];

/** Spec section 2: Home, the core sections, ADVANCED, TOOLS, ACCOUNT, the user chip, search and 'Add people'. */
export function DashboardSidebar({ user, search, onSearch, accessOf }: DashboardSidebarProps) {
  return (
    <Paper component="nav" aria-label="Dashboard" withBorder radius="lg" p="md">
      <Stack gap="sm">
        <Anchor component={Link} to={PROFILE_SETTINGS_PATH} underline="never" c="inherit" aria-label={`${user.name ?? 'Your account'}: Profile & Settings`}>
          <Group gap="sm" wrap="nowrap">
            <Avatar src={user.avatar} radius="xl" color="blue" alt="">
              {initialsOf(user.name)}
            </Avatar>
            <div style={{ minWidth: 0 }}>
              <Text fw={600} truncate>
                {user.name?.trim() || 'Unnamed User'}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {user.email}
              </Text>
            </div>
          </Group>
        </Anchor>
        <TextInput
          aria-label="Search sections"
          placeholder="Search"
          leftSection={<Icon name="search" size={16} />}
          value={search}
          onChange={(event) => onSearch(event.currentTarget.value)}
        />
        <Button component={Link} to={ADD_PEOPLE_PATH} variant="light" leftSection={<Icon name="users" size={16} />}>
          Add people
        </Button>
        <Divider />
        <SidebarLink to="/dashboard" label="Home" icon={<Icon name="grid" size={16} />} current />
        {GROUPS.map(({ category, heading }) => (
          <Stack key={category} gap={2}>
            {heading ? (
              <Text size="xs" fw={700} c="dimmed" mt="xs" px="sm">
                {heading}
              </Text>
            ) : null}
            {DASHBOARD_SECTIONS.filter((section) => section.category === category).map((section) => {
              const access = accessOf(section.id);
              return access.unlocked ? (
                <SidebarLink key={section.id} to={SECTION_PATHS[section.id]} label={section.name} icon={<Icon name={section.icon} size={16} />} />
              ) : (
                <Button key={section.id} variant="subtle" color="gray" justify="flex-start" fullWidth disabled leftSection={<Icon name="lock" size={16} />}>
                  {section.name}
                </Button>
              );
            })}
          </Stack>
        ))}
        <Text size="xs" fw={700} c="dimmed" mt="xs" px="sm">
          ACCOUNT
        </Text>
        <SidebarLink to={PROFILE_SETTINGS_PATH} label="Profile & Settings" icon={<Icon name="edit" size={16} />} />
      </Stack>
    </Paper>
  );
}

function SidebarLink({ to, label, icon, current }: { to: string; label: string; icon: ReactNode; current?: boolean }) {
  return (
    <Button component={Link} to={to} variant={current ? 'light' : 'subtle'} color={current ? 'blue' : 'dark'} justify="flex-start" fullWidth leftSection={icon} aria-current={current ? 'page' : undefined}>
      {label}
    </Button>
  );
}
