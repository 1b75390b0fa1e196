import { Alert, Badge, Button, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { serverMessage } from '@founder/api-client';
import { IDEA_DOCUMENTS, type IdeaShareKind, type SharedIdeaView } from '@founder/contracts';
import { PageLoader, Icon } from '@founder/ui';
import { IdeaFrame } from '../current-idea/idea-header';
import { useSharedIdea } from '../current-idea/idea-queries';

interface SharedIdeaPageProps {
  token: string;
  /** What this page shows; a link to the other kind moves to its page. */
  kind: IdeaShareKind;
  children: (view: SharedIdeaView) => ReactNode;
}

/** A ?share=<token> link: the shared plan or deck, read-only, for anyone holding the link. */
export function SharedIdeaPage({ token, kind, children }: SharedIdeaPageProps) {
  const shared = useSharedIdea(token);
  if (shared.isPending) return <PageLoader />;
  if (shared.isError) {
    return (
      <Container component="main" size="sm" py={64}>
        <Paper withBorder radius="xl" p="xl" ta="center">
          <Stack align="center" gap="sm">
            <ThemeIcon size={56} radius="xl" variant="light" color="gray">
              <Icon name="link" size={28} />
            </ThemeIcon>
            <Title order={1} fz={26}>
              Shared link unavailable
            </Title>
            <Text c="dimmed">{serverMessage(shared.error) ?? 'This shared link could not be opened.'}</Text>
            <Button component={Link} to="/submit-idea" mt="sm">
              Validate your own idea
            </Button>
          </Stack>
        </Paper>
      </Container>
    );
  }
  if (shared.data.kind !== kind) return <Navigate to={`${IDEA_DOCUMENTS[shared.data.kind].page}?share=${encodeURIComponent(token)}`} replace />;
  return (
    <IdeaFrame
      idea={shared.data.idea}
      backLink={false}
      extraBadges={
        <Badge variant="outline" color="gray" leftSection={<Icon name="lock" size={12} />}>
          Shared · read-only
        </Badge>
      }
    >
      {shared.data.figureChanges.length ? (
        // A reader of the link sees what the founder sees: the figures changed after this document was written.
        <Alert color="yellow" radius="md" title="Figures out of date" icon={<Icon name="warning" size={18} />} mb="lg">
          The founder's financial model changed after this {kind.replace('-', ' ')} was written: {shared.data.figureChanges.join('; ')}.
        </Alert>
      ) : null}
      {children(shared.data)}
    </IdeaFrame>
  );
}
