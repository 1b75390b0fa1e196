import { ActionIcon, Box, Divider, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { NavLink } from 'react-router-dom';
import { Icon } from '@founder/ui';
import { filterSteps, PLATFORM_EXTRAS, SIDEBAR_WIDTH, type PlatformStep } from '../rules/platform-steps';

type SidebarEntry = Pick<PlatformStep, 'sidebarId' | 'title' | 'path' | 'icon'>;
const HOME: SidebarEntry = { sidebarId: 'home', title: 'Home', path: '/', icon: 'route' };

function SidebarLink({ step, collapsed, onNavigate }: { step: SidebarEntry; collapsed: boolean; onNavigate: () => void }) {
  const { path: to, title: label, icon } = step;
  return (
    <UnstyledButton
      component={NavLink}
      to={to}
      end={to === '/'}
      onClick={onNavigate}
      data-sidebar-id={step.sidebarId}
      aria-label={collapsed ? label : undefined}
      title={collapsed ? label : undefined}
      style={({ isActive }: { isActive: boolean }) => ({
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        padding: '8px 12px',
        borderRadius: 8,
        justifyContent: collapsed ? 'center' : 'flex-start',
        background: isActive ? 'var(--mantine-color-blue-light)' : undefined,
        color: isActive ? 'var(--mantine-color-blue-light-color)' : 'inherit',
      })}
    >
      <Icon name={icon} size={20} />
      {collapsed ? null : <Text size="sm">{label}</Text>}
    </UnstyledButton>
  );
}

interface PlatformSidebarProps {
  collapsed: boolean;
  onToggle: () => void;
  /** On a phone the expanded sidebar lies over the page and closes after a choice. */
  overlay: boolean;
}

/** The workspace's left sidebar (spec section 2): 64 px collapsed, 256 px expanded, a search over the ten steps. */
export function PlatformSidebar({ collapsed, onToggle, overlay }: PlatformSidebarProps) {
  const [query, setQuery] = useState('');
  // Collapsed, the search box is hidden: every step shows.
  const steps = filterSteps(collapsed ? '' : query);
  const [modules, ...extras] = PLATFORM_EXTRAS;
  const afterChoice = () => {
    if (overlay && !collapsed) onToggle();
  };
  const link = (step: SidebarEntry) => <SidebarLink key={step.path} step={step} collapsed={collapsed} onNavigate={afterChoice} />;

  return (
    <Box
      component="nav"
      aria-label="Platform steps"
      data-collapsed={collapsed}
      w={collapsed ? SIDEBAR_WIDTH.collapsed : SIDEBAR_WIDTH.expanded}
      p="xs"
      style={{
        flexShrink: 0,
        borderRight: '1px solid var(--mantine-color-default-border)',
        background: 'var(--mantine-color-body)',
        overflowY: 'auto',
        ...(overlay && !collapsed ? { position: 'absolute', top: 0, bottom: 0, left: 0, zIndex: 20, boxShadow: 'var(--mantine-shadow-lg)' } : {}),
      }}
    >
      <Stack gap={4}>
        <ActionIcon
          variant="subtle"
          size="lg"
          onClick={onToggle}
          aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          aria-expanded={!collapsed}
          style={{ alignSelf: collapsed ? 'center' : 'flex-end' }}
        >
          <Icon name={collapsed ? 'arrowRight' : 'arrowLeft'} />
        </ActionIcon>
        {collapsed ? null : (
          <TextInput
            aria-label="Search steps"
            placeholder="Search steps..."
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            leftSection={<Icon name="search" size={16} />}
            mb="xs"
          />
        )}
        {link(HOME)}
        {link(modules)}
        <Divider my={4} />
        {steps.map(link)}
        {steps.length === 0 ? (
          <Text size="sm" c="dimmed" px="sm">
            No steps match
          </Text>
        ) : null}
        <Divider my={4} />
        {extras.map(link)}
      </Stack>
    </Box>
  );
}
