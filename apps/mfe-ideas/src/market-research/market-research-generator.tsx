import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { MARKET_RESEARCH_PATHS, type StartupIdea } from '@founder/contracts';
import { Icon, showToast } from '@founder/ui';
import { useEffect } from 'react';
import { GeneratingScreen } from '../generation/generating-screen';
import { useGeneratingRun } from '../generation/use-generating-run';
import { ShareControl } from '../sharing/share-control';
import { DownloadButton } from '../shared/download-button';
import { fileSlug } from '../shared/file-download';
import { ResearchResults } from './research-results';
import { researchPhase, RESEARCH_TIMELINE } from './research-run';
import { RESEARCH_COMPLETED_TOAST, researchFailureToast } from './research-toasts';
import { useGenerateResearch } from './use-market-research';

/** The 'Market Research' tab: not started, the six stages while the call runs, then the research with its exports. */
export function MarketResearchGenerator({ idea }: { idea: StartupIdea }) {
  const research = idea.marketResearch;
  const editable = !idea.isDemo;
  const { mutation, keep } = useGenerateResearch(idea);
  const run = useGeneratingRun(RESEARCH_TIMELINE, () => undefined);
  const stagesDone = run.view?.done ?? false;
  const { status, data, error, reset } = mutation;
  const { stop } = run;

  // A failure ends the stages at once; an answer shows once the six stages have run.
  useEffect(() => {
    if (status === 'error') {
      stop();
      showToast(researchFailureToast(error));
      reset();
    } else if (status === 'success' && stagesDone) {
      stop();
      keep(data);
      showToast(RESEARCH_COMPLETED_TOAST);
      reset();
    }
  }, [status, stagesDone, data, error, keep, stop, reset]);

  const phase = researchPhase({ hasResearch: research !== null, stagesRunning: run.view !== null, callPending: mutation.isPending });
  const start = () => {
    run.start();
    mutation.mutate();
  };
  const slug = fileSlug(idea.ideaTitle);

  return (
    <Stack gap="xl">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Group justify="space-between" align="center" gap="lg" wrap="wrap">
          <Stack gap={4} style={{ flex: 1, minWidth: 240 }}>
            <Title order={2} fz="xl">
              Market Research
            </Title>
            <Text size="sm" c="dimmed">
              Market size with sources, competitors, segments, trends and personas for {idea.industry}
            </Text>
          </Stack>
          {editable ? (
            <Button size="md" leftSection={<Icon name="search" size={18} />} disabled={phase === 'generating'} onClick={start}>
              {phase === 'generating' ? 'Analyzing...' : research ? 'Regenerate Research' : 'Start Market Research'}
            </Button>
          ) : null}
        </Group>
        {research && phase === 'shown' ? (
          <Group gap="sm" mt="lg" pt="lg" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
            <DownloadButton path={MARKET_RESEARCH_PATHS.pdf(idea.id)} fileName={`${slug}-market-research.pdf`} label="Download Report" />
            <DownloadButton path={MARKET_RESEARCH_PATHS.pdf(idea.id)} fileName={`${slug}-market-research.pdf`} label="Export PDF" />
            {editable ? <ShareControl ideaId={idea.id} kind="market-research" /> : null}
          </Group>
        ) : null}
      </Paper>

      {phase === 'generating' && run.view ? (
        <GeneratingScreen title="Researching your market" timeline={RESEARCH_TIMELINE} view={run.view} unit="stage" />
      ) : phase === 'shown' && research ? (
        <ResearchResults research={research} />
      ) : (
        <Alert color="gray" radius="md" title="No research yet">
          {editable
            ? 'Start the research to size your market, map the alternatives your customers use today, and meet your first personas.'
            : 'The demo idea is read-only: submit your own idea to research its market.'}
        </Alert>
      )}
    </Stack>
  );
}
