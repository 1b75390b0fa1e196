import type { IdeaDocumentKind } from '@founder/contracts';
import { type IconName } from '@founder/ui';

/** The idea tools that share one page frame (spec section 2: same layout and empty state): one per document kind. */
export type IdeaTool = IdeaDocumentKind;

interface IdeaToolCopy {
  /** The icon of the tool (generator tab, empty state). */
  icon: IconName;
  /** The label of the generator's tab. */
  generatorTab: string;
  /** Shown while the idea loads (spec section 2: 'Loading your startup data...' on /financial-modeling). */
  loading?: string;
  /** A tool to use first, linked from the empty state ('Business Plan First'). */
  before?: { label: string; to: string };
  /** One sentence under 'No Startup Idea Selected'. */
  emptyText: string;
  whatYouGet: ReadonlyArray<{ title: string; text: string; icon: IconName }>;
}

export const IDEA_TOOL_COPY: Record<IdeaTool, IdeaToolCopy> = {
  'business-plan': {
    icon: 'document',
    generatorTab: 'Business Plan Generator',
    emptyText: 'Pick one of your ideas, submit a new one, or try the demo to generate a complete 12-section business plan.',
    whatYouGet: [
      { title: '12 Comprehensive Sections', text: 'From the executive summary to the implementation timeline, in investor order.', icon: 'document' },
      { title: 'Written From Your Idea', text: 'Every section builds on your problem, solution, market and revenue model.', icon: 'sparkles' },
      { title: 'Edit Anything', text: 'Rewrite any section or regenerate it alone; your edits are kept.', icon: 'edit' },
      { title: 'Export and Share', text: 'Download a PDF, print it, or share a read-only link you can revoke.', icon: 'share' },
    ],
  },
  'pitch-deck': {
    icon: 'presentation',
    generatorTab: 'Pitch Deck Generator',
    before: { label: 'Business Plan First', to: '/business-plan' },
    emptyText: 'Pick one of your ideas, submit a new one, or try the demo to build a 10-slide investor deck with speaker notes.',
    whatYouGet: [
      { title: '10 Investor Slides', text: 'The sequence investors expect, from the problem to the ask.', icon: 'presentation' },
      { title: 'Speaker Notes', text: 'What to say on every slide, ready to rehearse.', icon: 'notes' },
      { title: 'Present Mode', text: 'Full screen with keyboard control and your notes beside each slide.', icon: 'play' },
      { title: 'PowerPoint and PDF', text: 'Download an editable PPTX or a PDF, or share a read-only link.', icon: 'download' },
    ],
  },
  'financial-model': {
    icon: 'chart',
    generatorTab: 'Financial Modeling',
    loading: 'Loading your startup data...',
    before: { label: 'Business Plan First', to: '/business-plan' },
    emptyText: 'Pick one of your ideas, submit a new one, or try the demo to build a 5-year financial model from your assumptions.',
    whatYouGet: [
      { title: '5-Year Projections', text: 'Customers, revenue, costs and cash month by month, totalled by year.', icon: 'trendUp' },
      { title: 'Unit Economics', text: 'LTV, CAC, LTV:CAC, payback, burn, runway and the break-even month.', icon: 'gauge' },
      { title: 'Three Scenarios', text: 'Base, best and worst cases side by side.', icon: 'chart' },
      { title: 'CSV and Excel', text: 'Export every statement, or share a read-only link.', icon: 'download' },
    ],
  },
  'market-research': {
    icon: 'search',
    generatorTab: 'Market Research',
    loading: 'Loading your startup data...',
    before: { label: 'Business Plan First', to: '/business-plan' },
    emptyText: 'Pick one of your ideas, submit a new one, or try the demo to research its market, competitors and customers.',
    whatYouGet: [
      { title: 'Market Size', text: 'Total, servable and target market, each with its source.', icon: 'target' },
      { title: 'Competitive Landscape', text: 'The alternatives your customers use today, with strengths and weaknesses.', icon: 'shield' },
      { title: 'Segments and Trends', text: 'Where to start, and what moves the market.', icon: 'trendUp' },
      { title: 'Customer Personas', text: 'Who buys, what hurts, and where to reach them.', icon: 'users' },
    ],
  },
};
