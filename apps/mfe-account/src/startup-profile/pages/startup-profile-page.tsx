import { Alert, Button, Container, Stack } from '@mantine/core';
import { ApiError, serverMessage, useStartupProfile } from '@founder/api-client';
import type { StartupProfile } from '@founder/contracts';
import { PageLoader, SignInRequired } from '@founder/ui';
import { ProfileEditor } from '../components/profile-editor';
import { draftFromIdea, draftOf, EMPTY_DRAFT } from '../domain/profile-draft';
import { useLatestIdea } from '../hooks/use-latest-idea';

/** The page of '/startup-profile': the three-phase startup profile builder (spec section 2). */
export default function StartupProfilePage() {
  const profile = useStartupProfile();
  return (
    <Container component="main" size="md" py="xl">
      {profile.isPending ? (
        <PageLoader />
      ) : profile.isError ? (
        profile.error instanceof ApiError && profile.error.status === 401 ? (
          <SignInRequired title="Authentication Required" text="Please log in to access your startup profile." />
        ) : (
          <Alert color="red" title="Your startup profile could not be loaded" radius="md">
            <Stack gap="sm" align="flex-start">
              {serverMessage(profile.error) ?? profile.error.message}
              <Button size="xs" variant="light" color="red" onClick={() => void profile.refetch()}>
                Retry
              </Button>
            </Stack>
          </Alert>
        )
      ) : profile.data ? (
        <SavedProfile profile={profile.data} />
      ) : (
        <NewProfile />
      )}
    </Container>
  );
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
