import { Badge, Button, Center, Loader, Tabs } from '@mantine/core';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { StartupIdea } from '@founder/contracts';
import { Icon } from '@founder/ui';
import { IdeaFrame } from './idea-header';
import { IdeaSettingsModal } from './idea-settings-modal';
import { IDEA_TOOL_COPY, type IdeaTool } from './idea-tools';
import { mayEditIdea } from '../idea-documents/idea-abilities';

// The analysis tab's code loads when the founder opens it: the page opens on the generator.
const IdeaAnalysisPanel = lazy(() => import('../idea-analysis/idea-analysis-panel').then(({ IdeaAnalysisPanel }) => ({ default: IdeaAnalysisPanel })));

/** What an idea tool shows beyond its empty state: a shared link's read-only view, or a selected idea. */
export type IdeaToolViewProps = { shareToken: string } | { idea: StartupIdea; onChangeIdea: () => void };

interface IdeaToolViewOptions {
  tool: IdeaTool;
  /** The generator of the selected idea. */
  generator: (idea: StartupIdea) => ReactNode;
  /** The read-only view of a ?share=<token> link. */
  shared: (token: string) => ReactNode;
}

/**
 * The heavy part of an idea tool (its generator, the analysis, the shared view), in each tool's
 * `<tool>-tool.tsx`, which its page loads only when there is an idea or a link to show: the empty
 * state, what a first visit shows, draws without it.
 */
export function IdeaToolView({ tool, generator, shared, ...props }: IdeaToolViewOptions & IdeaToolViewProps) {
  if ('shareToken' in props) return <>{shared(props.shareToken)}</>;
  return <IdeaWorkspace key={props.idea.id} idea={props.idea} tool={tool} generator={generator} onChangeIdea={props.onChangeIdea} />;
}

function IdeaWorkspace({ idea, tool, generator, onChangeIdea }: { idea: StartupIdea; tool: IdeaTool; generator: IdeaToolViewOptions['generator']; onChangeIdea: () => void }) {
  const [tab, setTab] = useState<string | null>('generator');
  const [editing, setEditing] = useState(false);
  // The company name, currency and country are the editors' (a commenter or viewer of a company idea reads them).
  const companyAction = !mayEditIdea(idea) ? null : (
    <>
      <Button variant="subtle" size="compact-xs" leftSection={<Icon name="edit" size={12} />} onClick={() => setEditing(true)} aria-label="Edit company details">
        Edit
      </Button>
      <IdeaSettingsModal idea={idea} opened={editing} onClose={() => setEditing(false)} />
    </>
  );
  return (
    <IdeaFrame idea={idea} companyAction={companyAction} extraBadges={idea.isDemo ? <DemoBadge /> : null} onChangeIdea={onChangeIdea}>
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
        <Tabs.Panel value="analysis">
          {tab === 'analysis' ? (
            <Suspense
              fallback={
                <Center py="xl">
                  <Loader aria-label="Loading the analysis" />
                </Center>
              }
            >
              <IdeaAnalysisPanel idea={idea} />
            </Suspense>
          ) : null}
        </Tabs.Panel>
      </Tabs>
    </IdeaFrame>
  );
}

function DemoBadge() {
  return (
    <Badge variant="outline" color="orange" leftSection={<Icon name="lock" size={12} />}>
      Demo idea · read-only
    </Badge>
  );
}
