import { Anchor, Box, Burger, Button, Container, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router-dom';
import { Icon } from '@founder/ui';

/** Navigation of the landing page: in-page anchors first, then the other pages. */
const LINKS: readonly { label: string; href?: string; to?: string }[] = [
  { label: 'Agents', href: '#agents' },
  { label: 'How it works', href: '#how-it-works' },
  { label: 'Journey Demo', to: '/demo' },
  { label: 'Agentic AI', to: '/agentic' },
];

function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  return LINKS.map((link) =>
    link.href ? (
      <Anchor key={link.label} href={link.href} c="dark.6" fw={500} size="sm" onClick={onNavigate}>
        {link.label}
      </Anchor>
    ) : (
      <Anchor key={link.label} component={Link} to={link.to ?? '/'} c="dark.6" fw={500} size="sm" onClick={onNavigate}>
        {link.label}
      </Anchor>
    ),
  );
}

export function Brand({ inverted = false }: { inverted?: boolean }) {
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon size={32} radius="md" variant="gradient" gradient={{ from: 'indigo.7', to: 'violet.6', deg: 135 }}>
        <Icon name="sparkles" size={18} />
      </ThemeIcon>
      <Text fw={700} fz={{ base: 'md', sm: 'lg' }} c={inverted ? 'white' : 'dark.8'} style={{ whiteSpace: 'nowrap' }}>
        Founder Platform
      </Text>
    </Group>
  );
}

/** The landing page's top bar; on a phone the links fold into a menu. */
export function LandingHeader() {
  const [menuOpen, menu] = useDisclosure(false);
  return (
    <Box component="header" pos="sticky" top={0} bg="white" style={{ zIndex: 100, borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
      <Container size="lg" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Anchor component={Link} to="/" underline="never" aria-label="Founder Platform, home">
            <Brand />
          </Anchor>
          <Group component="nav" aria-label="Main" gap="lg" visibleFrom="md">
            <NavLinks />
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Button component={Link} to="/app" variant="subtle" color="dark" visibleFrom="xs">
              Log in
            </Button>
            <Button component={Link} to="/app" visibleFrom="xs">
              Launch App
            </Button>
            <Burger opened={menuOpen} onClick={menu.toggle} hiddenFrom="md" size="sm" aria-label={menuOpen ? 'Close menu' : 'Open menu'} aria-expanded={menuOpen} aria-controls="landing-menu" />
          </Group>
        </Group>
      </Container>
      {menuOpen ? (
        <Paper id="landing-menu" component="nav" aria-label="Menu" hiddenFrom="md" radius={0} px="md" pb="md" shadow="sm">
          <Stack gap="md">
            <NavLinks onNavigate={menu.close} />
            <Group gap="sm" hiddenFrom="xs">
              <Button component={Link} to="/app" variant="default" onClick={menu.close} style={{ flex: 1 }}>
                Log in
              </Button>
              <Button component={Link} to="/app" onClick={menu.close} style={{ flex: 1 }}>
                Launch App
              </Button>
            </Group>
          </Stack>
        </Paper>
      ) : null}
    </Box>
  );
}
