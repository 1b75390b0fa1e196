import { Alert, Badge, Button, Center, Container, Loader, Stack, Tabs, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiError, serverMessage } from '@founder/api-client';
import type { StartupIdea } from '@founder/contracts';
import { PageLoader, Icon } from '@founder/ui';
import { IdeaAnalysisPanel } from '../idea-analysis/idea-analysis-panel';
import { clearCurrentIdea, readCurrentIdea, storeCurrentIdea, type CurrentIdeaSelection } from './current-idea-storage';
import { IdeaFrame } from './idea-header';
import { useIdea, type PickableIdea } from './idea-queries';
import { IDEA_TOOL_COPY, type IdeaTool } from './idea-tools';
import { NoIdeaSelected } from './no-idea-selected';

interface IdeaToolPageProps {
  tool: IdeaTool;
  /** The generator of the selected idea. */
  generator: (idea: StartupIdea) => ReactNode;
  /** The read-only view of a ?share=<token> link. */
  shared: (token: string) => ReactNode;
}

/**
 * The frame of every idea tool (spec section 2): a shared link's read-only view, or
 * the idea selected in local storage with its generator and analysis tabs, or the empty state.
 */
export function IdeaToolPage({ tool, generator, shared }: IdeaToolPageProps) {
  const [searchParams] = useSearchParams();
  const shareToken = searchParams.get('share');
  if (shareToken) return <>{shared(shareToken)}</>;
  return <SelectedIdeaTool tool={tool} generator={generator} />;
}

function SelectedIdeaTool({ tool, generator }: Pick<IdeaToolPageProps, 'tool' | 'generator'>) {
  const [selection, setSelection] = useState<CurrentIdeaSelection>(readCurrentIdea);
  const idea = useIdea(selection.ideaId);

  const select = (chosen: PickableIdea) => {
    storeCurrentIdea({ id: chosen.id, email: chosen.email });
    setSelection((current) => ({ ideaId: chosen.id, email: chosen.email ?? current.email }));
  };
  const changeIdea = () => {
    clearCurrentIdea();
    setSelection((current) => ({ ...current, ideaId: null }));
  };

  if (selection.ideaId === null) return <NoIdeaSelected tool={tool} email={selection.email} onSelect={select} />;
  if (idea.isPending) return IDEA_TOOL_COPY[tool].loading ? <ToolLoading text={IDEA_TOOL_COPY[tool].loading} /> : <PageLoader />;
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
  return <IdeaWorkspace key={idea.data.id} idea={idea.data} tool={tool} generator={generator} onChangeIdea={changeIdea} />;
}

function IdeaWorkspace({ idea, tool, generator, onChangeIdea }: { idea: StartupIdea; tool: IdeaTool; generator: IdeaToolPageProps['generator']; onChangeIdea: () => void }) {
  const [tab, setTab] = useState<string | null>('generator');
  return (
    <IdeaFrame idea={idea} extraBadges={idea.isDemo ? <DemoBadge /> : null} onChangeIdea={onChangeIdea}>
      <Tabs value={tab} onChange={setTab} keepMountedMode="display-none">
        <Tabs.List mb="xl">
          <Tabs.Tab value="generator" leftSection={<Icon name={IDEA_TOOL_COPY[tool].icon} size={16} />}>
            {IDEA_TOOL_COPY[tool].generatorTab}
          </Tabs.Tab>
          <Tabs.Tab value="analysis" leftSection={<Icon name="sparkles" size={16} />}>
            Idea Analysis
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="generator">{generator(idea)}</Tabs.Panel>
        {/* Mounted only while open, so the analysis animation starts when the founder looks at it. */}
        <Tabs.Panel value="analysis">{tab === 'analysis' ? <IdeaAnalysisPanel idea={idea} /> : null}</Tabs.Panel>
      </Tabs>
    </IdeaFrame>
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

function DemoBadge() {
  return (
    <Badge variant="outline" color="orange" leftSection={<Icon name="lock" size={12} />}>
      Demo idea · read-only
    </Badge>
  );
}
