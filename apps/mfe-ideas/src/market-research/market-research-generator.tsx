import { Alert } from '@mantine/core';
import { IDEA_PATHS, MARKET_RESEARCH_PARTS, type MarketResearchRequest, type StartupIdea } from '@founder/contracts';
import { GeneratorFrame } from '../idea-documents/generator-frame';
import { PartHistoryMenu } from '../idea-documents/part-history-menu';
import { PartsProvenancePanel } from '../idea-documents/parts-provenance-panel';
import { useIdeaDocument } from '../idea-documents/use-idea-document';
import { UnreadableDocument, useParsedDocument } from '../idea-documents/use-parsed-document';
import { ShareControl } from '../sharing/share-control';
import { DownloadButton } from '../shared/download-button';
import { fileSlug } from '../shared/file-download';
import { RESEARCH_VIEW } from './market-research-view';
import { ResearchResults } from './research-results';
import { mayEditIdea } from '../idea-documents/idea-abilities';

/** Spec section 7's body, from the idea. */
export function researchRequestOf(idea: StartupIdea): MarketResearchRequest {
  return { industry: idea.industry, description: idea.description, targetMarket: idea.targetMarket, problemStatement: idea.problemStatement };
}

/** The 'Market Research' tab: not started, the six stages while the call runs, then the research with its exports. */
export function MarketResearchGenerator({ idea }: { idea: StartupIdea }) {
  const stored = useParsedDocument('market-research', idea.marketResearch);
  const research = stored.content;
  const editable = mayEditIdea(idea);
  const { frame, start } = useIdeaDocument(RESEARCH_VIEW, idea);
  const slug = fileSlug(idea.ideaTitle);
  const pdf = IDEA_PATHS.documentExport(idea.id, 'market-research', 'pdf');
  const statuses = MARKET_RESEARCH_PARTS.map(({ id }) => ({ status: idea.marketResearchStatus?.[id] ?? ('draft' as const) }));

  return (
    <GeneratorFrame
      {...frame}
      onGenerate={() => start(researchRequestOf(idea))}
      summary={`Market size with sources, competitors, segments, trends and personas for ${idea.industry}`}
      parts={statuses}
      editing={false}
      footer={
        research ? (
          <>
            <DownloadButton path={pdf} fileName={`${slug}-market-research.pdf`} label="Download Report" />
            <DownloadButton path={pdf} fileName={`${slug}-market-research.pdf`} label="Export PDF" />
            {editable ? <ShareControl ideaId={idea.id} kind="market-research" /> : null}
            {editable ? <PartHistoryMenu view={RESEARCH_VIEW} idea={idea} parts={MARKET_RESEARCH_PARTS} /> : null}
          </>
        ) : null
      }
    >
      {research ? (
        <>
          <ResearchResults research={research} />
          {editable ? <PartsProvenancePanel ideaId={idea.id} kind="market-research" parts={MARKET_RESEARCH_PARTS} content={idea.marketResearch} /> : null}
        </>
      ) : stored.problem !== null ? (
        <UnreadableDocument label={RESEARCH_VIEW.label} problem={stored.problem} />
      ) : (
        <Alert color="gray" radius="md" title="No research yet">
          {editable
            ? 'Start the research to size your market, map the alternatives your customers use today, and meet your first personas.'
            : 'The demo idea is read-only: submit your own idea to research its market.'}
        </Alert>
      )}
    </GeneratorFrame>
  );
}
