import { Alert, Button, Center, Container, Loader, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, rememberSelectedIdea, serverMessage, useCurrentUser, useLastSelectedIdea } from '@founder/api-client';
import { PageLoader } from '@founder/ui';
import { clearCurrentIdea, readCurrentIdea, storeCurrentIdea, type CurrentIdeaSelection } from './current-idea-storage';
import { useIdea, type PickableIdea } from './idea-queries';
import { prefetchIdeaTool } from './idea-tool-prefetch';
import type { IdeaToolViewProps } from './idea-tool-view';
import { IDEA_TOOL_COPY, type IdeaTool } from './idea-tools';
import { NoIdeaSelected } from './no-idea-selected';

/** A tool's view (its `<tool>-tool.tsx`, drawn with idea-tool-view.tsx), loaded when first drawn or when `load` is called. */
export type LazyIdeaToolView = LazyExoticComponent<ComponentType<IdeaToolViewProps>> & { load: () => Promise<unknown> };

/** A page's view of its tool, from the import of its `<tool>-tool.tsx`. */
export function lazyIdeaToolView(load: () => Promise<{ default: ComponentType<IdeaToolViewProps> }>): LazyIdeaToolView {
  return Object.assign(lazy(load), { load });
}

interface IdeaToolPageProps {
  tool: IdeaTool;
  View: LazyIdeaToolView;
}

/**
 * The frame of every idea tool (spec section 2): a shared link's read-only view, or
 * the idea selected in local storage (else, for a signed-in founder, the one last selected on their
 * account) with its generator and analysis tabs, or the empty state.
 */
export function IdeaToolPage({ tool, View }: IdeaToolPageProps) {
  const [searchParams] = useSearchParams();
  const shareToken = searchParams.get('share');
  if (shareToken) {
    return (
      <Suspense fallback={<PageLoader />}>
        <View shareToken={shareToken} />
      </Suspense>
    );
  }
  return <SelectedIdeaTool tool={tool} View={View} />;
}

function SelectedIdeaTool({ tool, View }: IdeaToolPageProps) {
  const queryClient = useQueryClient();
  const session = useCurrentUser();
  const [selection, setSelection] = useState<CurrentIdeaSelection>(readCurrentIdea);
  // A browser without a selection opens on the account's last idea (issue 29), unless the founder
  // has just chosen another or 'Change idea' here.
  const [fromAccount, setFromAccount] = useState(selection.ideaId === null);
  const remembered = useLastSelectedIdea(fromAccount && session.isAuthenticated);
  const rememberedId = fromAccount ? (remembered.data?.ideaId ?? null) : null;
  // The idea to show as soon as it is known, from this browser or from the account.
  const ideaId = selection.ideaId ?? rememberedId;
  const idea = useIdea(ideaId);
  // The idea and the document's latest generation load side by side as soon as the idea is known.
  useEffect(() => {
    if (ideaId !== null) prefetchIdeaTool(queryClient, ideaId, tool);
  }, [ideaId, queryClient, tool]);
  // The view's code loads while the account's last idea is still being asked for, not after it: a
  // signed-in founder nearly always has one. If this early load fails, drawing the view tries again
  // and its failure reaches the remote's error boundary.
  const viewLikely = ideaId !== null || (fromAccount && session.isAuthenticated);
  useEffect(() => {
    if (viewLikely) View.load().catch(() => undefined);
  }, [viewLikely, View]);
  useEffect(() => {
    if (rememberedId === null) return;
    storeCurrentIdea({ id: rememberedId });
    setSelection((current) => ({ ...current, ideaId: rememberedId }));
    setFromAccount(false);
  }, [rememberedId]);

  const select = (chosen: PickableIdea) => {
    storeCurrentIdea({ id: chosen.id, email: chosen.email });
    rememberSelectedIdea(queryClient, chosen.id);
    setFromAccount(false);
    setSelection((current) => ({ ideaId: chosen.id, email: chosen.email ?? current.email }));
  };
  const changeIdea = () => {
    clearCurrentIdea();
    setFromAccount(false);
    setSelection((current) => ({ ...current, ideaId: null }));
  };

  const loading = IDEA_TOOL_COPY[tool].loading ? <ToolLoading text={IDEA_TOOL_COPY[tool].loading} /> : <PageLoader />;
  const askingAccount = fromAccount && (session.isLoading || (session.isAuthenticated && (remembered.isPending || rememberedId !== null)));
  if (ideaId === null && askingAccount) return loading;
  if (ideaId === null) return <NoIdeaSelected tool={tool} email={selection.email} onSelect={select} />;
  if (idea.isPending) return loading;
  if (idea.isError) {
    if (idea.error instanceof ApiError && idea.error.status === 404) {
      return <NoIdeaSelected tool={tool} email={selection.email} onSelect={select} notice="The idea selected earlier is not available in this browser. Pick another one." />;
    }
    return (
      <Container component="main" size="sm" py="xl">
        <Alert color="red" title="The idea could not be loaded" radius="md">
          <Stack gap="sm" align="flex-start">
            {serverMessage(idea.error) ?? idea.error.message}
            <Button size="xs" variant="light" color="red" onClick={() => void idea.refetch()}>
              Retry
            </Button>
          </Stack>
        </Alert>
      </Container>
    );
  }
  return (
    <Suspense fallback={loading}>
      <View idea={idea.data} onChangeIdea={changeIdea} />
    </Suspense>
  );
}

function ToolLoading({ text }: { text: string }) {
  return (
    <Center mih="60vh" role="status">
      <Stack align="center" gap="sm">
        <Loader />
        <Text c="dimmed">{text}</Text>
      </Stack>
    </Center>
  );
}
