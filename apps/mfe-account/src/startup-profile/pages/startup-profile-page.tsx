import { Alert, Button, Container, Stack } from '@mantine/core';
import { ApiError, serverMessage, useCurrentUser, useStartupProfile } from '@founder/api-client';
import type { StartupProfile } from '@founder/contracts';
import { PageLoader, SignInRequired } from '@founder/ui';
import { ProfileEditor } from '../components/profile-editor';
import { draftFromIdea, draftOf, EMPTY_DRAFT } from '../domain/profile-draft';
import { useLatestIdea } from '../hooks/use-latest-idea';

/** The page of '/startup-profile': the three-phase startup profile builder (spec section 2). */
export default function StartupProfilePage() {
  const { user, isLoading } = useCurrentUser();
  return (
    <Container component="main" size="md" py="xl">
      {/* A visitor is asked to log in without asking for a profile they cannot have (no 401 in the console). */}
      {isLoading ? <PageLoader /> : user ? <FounderStartupProfile /> : <AuthenticationRequired />}
    </Container>
  );
}

function AuthenticationRequired() {
  return <SignInRequired title="Authentication Required" text="Please log in to access your startup profile." />;
}

function FounderStartupProfile() {
  const profile = useStartupProfile();
  if (profile.isPending) return <PageLoader />;
  if (profile.isError) {
    // The session ended since the page loaded.
    if (profile.error instanceof ApiError && profile.error.status === 401) return <AuthenticationRequired />;
    return (
      <Alert color="red" title="Your startup profile could not be loaded" radius="md">
        <Stack gap="sm" align="flex-start">
          {serverMessage(profile.error) ?? profile.error.message}
          <Button size="xs" variant="light" color="red" onClick={() => void profile.refetch()}>
            Retry
          </Button>
        </Stack>
      </Alert>
    );
  }
  return profile.data ? <SavedProfile profile={profile.data} /> : <NewProfile />;
}

function SavedProfile({ profile }: { profile: StartupProfile }) {
  return <ProfileEditor key={profile.id} profileId={profile.id} initialDraft={draftOf(profile)} initialPhase={profile.currentPhase} prefilledFrom={null} />;
}

/** No profile yet: start from the founder's latest idea when there is one. */
function NewProfile() {
  const { idea, settled } = useLatestIdea(true);
  if (!settled) return <PageLoader />;
  return <ProfileEditor profileId={null} initialDraft={idea ? draftFromIdea(idea) : EMPTY_DRAFT} initialPhase="quick-start" prefilledFrom={idea?.ideaTitle ?? null} />;
}
