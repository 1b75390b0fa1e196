import { Alert, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { apiRequest, serverMessage, useCurrentUser } from '@founder/api-client';
import { COMPANY_MEMBERS_PATHS, COMPANY_ROLE_LABELS, PLATFORM_ROUTES, type AcceptedInvitation } from '@founder/contracts';
import { PageLoader, showToast } from '@founder/ui';

/**
 * An invitation link. Signed out: sign in or create an account (with the invited address), which
 * comes back here. Signed in: accept, and land in the company's workspace. The address must be
 * verified first (the verification email sent at sign-up): that is what proves it is the founder's.
 */
export default function InvitationPage() {
  const { token = '' } = useParams();
  const session = useCurrentUser();
  const navigate = useNavigate();
  const accept = useMutation({
    mutationFn: () => apiRequest<AcceptedInvitation>('POST', COMPANY_MEMBERS_PATHS.accept(token)),
    onSuccess: (joined) => {
      showToast({ title: `You joined ${joined.companyName} as ${COMPANY_ROLE_LABELS[joined.role].toLowerCase()}` });
      navigate(PLATFORM_ROUTES.modules);
    },
  });
  if (session.isLoading) return <PageLoader />;
  const back = encodeURIComponent(`/invitations/${token}`);
  return (
    <Container component="main" size={480} py="xl">
      <Paper withBorder p="xl">
        <Stack>
          <Title order={1}>You are invited to a company</Title>
          {session.isAuthenticated ? (
            <>
              <Text>Accept to work on the company with its team, signed in as {session.user?.email}.</Text>
              {accept.error ? (
                <Alert color="red" role="alert">
                  {serverMessage(accept.error) ?? 'Please try again.'}
                </Alert>
              ) : null}
              <Button onClick={() => accept.mutate()} loading={accept.isPending}>
                Accept the invitation
              </Button>
            </>
          ) : (
            <>
              <Text>Sign in, or create your account with the address the invitation was sent to; then confirm that address from the email we send.</Text>
              <Group>
                <Button component={Link} to={`/app?next=${back}`}>
                  Create an account
                </Button>
                <Button component={Link} variant="outline" to={`/app?mode=signin&next=${back}`}>
                  Sign in
                </Button>
              </Group>
            </>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
