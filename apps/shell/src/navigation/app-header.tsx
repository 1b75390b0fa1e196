import { Anchor, Box, Burger, Button, Container, Divider, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useClickOutside, useDisclosure } from '@mantine/hooks';
import { useEffect, useId, type KeyboardEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useCurrentUser, useSignOut } from '@founder/api-client';
import { SIGNED_OUT_LANDING_PATH } from '@founder/contracts';
import { HEADER_HEIGHT } from './header-placement';
import { DASHBOARD_LINK, IDEA_TOOL_LINKS, SIGNED_OUT_LINKS, WORKSPACE_LINKS, type NavigationLink } from './app-navigation';

function isCurrent(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}

function NavItem({ link, onNavigate }: { link: NavigationLink; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const current = isCurrent(pathname, link.to);
  return (
    <Anchor
      component={Link}
      to={link.to}
      onClick={onNavigate}
      aria-current={current ? 'page' : undefined}
      c={current ? 'indigo.7' : 'dark.6'}
      fw={current ? 700 : 500}
      size="sm"
      style={{ whiteSpace: 'nowrap' }}
    >
      {link.label}
    </Anchor>
  );
}

/** Closes an open menu on Escape and gives the focus back to the button that opened it. */
function closeOnEscape(close: () => void, buttonId: string) {
  return (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    close();
    document.getElementById(buttonId)?.focus();
  };
}

/** The idea tools behind one button on wide screens: a disclosure of links, not an ARIA menu. */
function IdeaToolsMenu() {
  const [open, menu] = useDisclosure(false);
  const { pathname } = useLocation();
  const ref = useClickOutside(menu.close);
  const buttonId = useId();
  const listId = useId();
  const current = IDEA_TOOL_LINKS.some((link) => isCurrent(pathname, link.to));
  return (
    <Box ref={ref} pos="relative" onKeyDown={open ? closeOnEscape(menu.close, buttonId) : undefined}>
      <UnstyledButton
        id={buttonId}
        onClick={menu.toggle}
        aria-expanded={open}
        aria-controls={listId}
        c={current ? 'indigo.7' : 'dark.6'}
        fw={current ? 700 : 500}
        fz="sm"
      >
        Idea Tools <span aria-hidden="true">▾</span>
      </UnstyledButton>
      {open ? (
        <Paper id={listId} withBorder shadow="md" p="md" pos="absolute" top="calc(100% + 12px)" left={0} miw={200} style={{ zIndex: 200 }}>
          <Stack gap="sm">
            {IDEA_TOOL_LINKS.map((link) => (
              <NavItem key={link.to} link={link} onNavigate={menu.close} />
            ))}
          </Stack>
        </Paper>
      ) : null}
    </Box>
  );
}

function SignOutButton({ fullWidth = false }: { fullWidth?: boolean }) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  return (
    <Button
      variant="light"
      color="red"
      size="compact-sm"
      fullWidth={fullWidth}
      disabled={signOut.isPending}
      onClick={() => signOut.mutate(undefined, { onSettled: () => navigate(SIGNED_OUT_LANDING_PATH) })}
    >
      {signOut.isPending ? 'Signing out...' : 'Sign out'}
    </Button>
  );
}

function SignedOutLinks({ onNavigate, fullWidth = false }: { onNavigate?: () => void; fullWidth?: boolean }) {
  const [logIn, launchApp] = SIGNED_OUT_LINKS;
  return (
    <>
      <Button component={Link} to={logIn.to} variant="subtle" color="dark" size="compact-md" fullWidth={fullWidth} onClick={onNavigate}>
        {logIn.label}
      </Button>
      <Button component={Link} to={launchApp.to} size="compact-md" fullWidth={fullWidth} onClick={onNavigate}>
        {launchApp.label}
      </Button>
    </>
  );
}

/** A phone's menu: every link stacked, the idea tools under their own label. */
function PhoneMenu({ id, signedIn, onNavigate }: { id: string; signedIn: boolean; onNavigate: () => void }) {
  return (
    <Paper id={id} hiddenFrom="md" radius={0} px="md" pb="md" shadow="sm">
      {signedIn ? (
        <Stack gap="md">
          <NavItem link={DASHBOARD_LINK} onNavigate={onNavigate} />
          <Divider label="Idea Tools" labelPosition="left" />
          {IDEA_TOOL_LINKS.map((link) => (
            <NavItem key={link.to} link={link} onNavigate={onNavigate} />
          ))}
          <Divider />
          {WORKSPACE_LINKS.map((link) => (
            <NavItem key={link.to} link={link} onNavigate={onNavigate} />
          ))}
          <SignOutButton fullWidth />
        </Stack>
      ) : (
        <Stack gap="sm">
          <SignedOutLinks onNavigate={onNavigate} fullWidth />
        </Stack>
      )}
    </Paper>
  );
}

/**
 * The shell's header on every page but the landing page and the demos: a signed-in founder's ways
 * around the app, or a visitor's way in. It reads the session the shell already asked for.
 */
export function AppHeader() {
  const { isAuthenticated, isLoading } = useCurrentUser();
  const { pathname } = useLocation();
  const [menuOpen, menu] = useDisclosure(false);
  const { close } = menu;
  const burgerId = useId();
  const phoneMenuId = useId();
  // A page change (also by the browser's back button) closes the phone menu.
  useEffect(() => {
    close();
  }, [pathname, close]);

  return (
    <Box component="header" pos="sticky" top={0} bg="white" style={{ zIndex: 100, borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
      <Box component="nav" aria-label="Main" onKeyDown={menuOpen ? closeOnEscape(menu.close, burgerId) : undefined}>
        <Container size="lg" h={HEADER_HEIGHT}>
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Anchor component={Link} to="/" underline="never" aria-label="Founder Platform, home">
              {/* A word mark only: the landing page's icon set would weigh on every page's start-up. */}
              <Text component="span" fw={700} fz="lg" c="dark.8" style={{ whiteSpace: 'nowrap' }}>
                Founder Platform
              </Text>
            </Anchor>
            {isLoading ? null : (
              <>
                <Group gap="lg" wrap="nowrap" visibleFrom="md">
                  {isAuthenticated ? (
                    <>
                      <NavItem link={DASHBOARD_LINK} />
                      <IdeaToolsMenu />
                      {WORKSPACE_LINKS.map((link) => (
                        <NavItem key={link.to} link={link} />
                      ))}
                      <SignOutButton />
                    </>
                  ) : (
                    <SignedOutLinks />
                  )}
                </Group>
                <Burger
                  id={burgerId}
                  opened={menuOpen}
                  onClick={menu.toggle}
                  hiddenFrom="md"
                  size="sm"
                  aria-label={menuOpen ? 'Close menu' : 'Open menu'}
                  aria-expanded={menuOpen}
                  aria-controls={phoneMenuId}
                />
              </>
            )}
          </Group>
        </Container>
        {menuOpen && !isLoading ? <PhoneMenu id={phoneMenuId} signedIn={isAuthenticated} onNavigate={menu.close} /> : null}
      </Box>
    </Box>
  );
}
