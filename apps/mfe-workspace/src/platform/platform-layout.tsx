import { Alert, Box, Button, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Suspense, useEffect, useState } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router-dom';
import { serverMessage, useCurrentUser } from '@founder/api-client';
import { PLATFORM_ROUTES } from '@founder/contracts';
import { PageLoader, PageShell } from '@founder/ui';
import { PlatformHeader } from './components/platform-header';
import { PlatformSidebar } from './components/platform-sidebar';
import { useCompany } from '../shared/company-query';
import { storeCompanyCopy } from '../shared/company-storage';
import { SIDEBAR_WIDTH, stepTitleOf } from './rules/platform-steps';

/**
 * /platform and every step under it. Signed out: a way to sign in (the company is kept on the
 * server, per account). No company yet: onboarding at /platform, any other step leads there. With a
 * company: /platform opens the modules step; steps render beside the sidebar, under the header.
 */
export default function PlatformLayout() {
  const session = useCurrentUser();
  const { company, companies, choose, isPending, error } = useCompany(session.isAuthenticated);
  const { pathname } = useLocation();
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false }) ?? false;
  const [collapsedChoice, setCollapsed] = useState<boolean | null>(null);
  const collapsed = collapsedChoice ?? phone;
  const atRoot = pathname.replace(/\/$/, '') === PLATFORM_ROUTES.root;
  const signedOut = !session.isLoading && !session.isAuthenticated;

  // The browser copy belongs to the signed-in founder: none is left for whoever uses the browser next.
  useEffect(() => {
    if (signedOut) storeCompanyCopy(null);
  }, [signedOut]);

  if (session.isLoading || (session.isAuthenticated && isPending)) return <PageLoader />;
  if (!session.isAuthenticated) {
    return (
      <PageShell title="Platform Workspace" description="Sign in to set up your company. Your company and your progress are kept with your account, on any browser.">
        <Button component={Link} to="/app" w="fit-content">
          Sign in
        </Button>
      </PageShell>
    );
  }
  if (error) {
    return (
      <PageShell title="Platform Workspace">
        <Alert color="red" title="Your company could not be loaded">
          {serverMessage(error) ?? 'Please try again.'}
        </Alert>
      </PageShell>
    );
  }
  if (!company) return atRoot ? <Outlet /> : <Navigate to={PLATFORM_ROUTES.root} replace />;
  if (atRoot) return <Navigate to={PLATFORM_ROUTES.modules} replace />;

  return (
    <Box style={{ display: 'flex', position: 'relative', minHeight: '100vh' }}>
      <PlatformSidebar collapsed={collapsed} onToggle={() => setCollapsed(!collapsed)} overlay={phone} />
      {/* On a phone the open sidebar lies over the page; the page keeps its place beside the collapsed one. */}
      {phone && !collapsed ? <Box w={SIDEBAR_WIDTH.collapsed} style={{ flexShrink: 0 }} /> : null}
      <Box component="main" p={{ base: 'sm', sm: 'lg' }} style={{ flex: 1, minWidth: 0 }}>
        <Stack gap="lg">
          <PlatformHeader company={company} companies={companies} onChoose={choose} title={stepTitleOf(pathname)} />
          <Suspense fallback={<PageLoader />}>
            <Outlet context={company} />
          </Suspense>
        </Stack>
      </Box>
    </Box>
  );
}
