import type { CompositionContext } from '../../domain/composition-context';
import type { GeneratedDocument } from '../generated-document';

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

const SYSTEM = [
  'You are an experienced startup advisor who writes investor-ready business plans and pitch decks.',
  'Write only from the facts and figures you are given; never invent traction, customers, team members or numbers.',
  'Answer with one JSON object and nothing else.',
].join(' ');

/** The chat messages asking an LLM for some parts of a document, with the figures it must quote verbatim. */
export function llmMessages<Id extends string, Part>(
  document: GeneratedDocument<Id, Part>,
  context: CompositionContext,
  ids: readonly Id[],
): ChatMessage[] {
  const { idea, printed, projection, marketPotential } = context;
  const facts = {
    founderName: idea.name,
    ideaTitle: idea.ideaTitle,
    description: idea.description,
    industry: idea.industry,
    stage: idea.stage,
    targetMarket: idea.targetMarket,
    problemStatement: idea.problemStatement,
    solutionApproach: idea.solutionApproach,
    competitiveAdvantage: idea.competitiveAdvantage,
    revenueModel: idea.revenueModel,
  };
  const figures = [
    ...printed.revenue.map((revenue, index) => `Year ${index + 1}: revenue ${revenue}, expenses ${printed.expenses[index]}, net income ${printed.netIncome[index]}`),
    `Price ${printed.priceTerms}; ${printed.customersAtMonth12} ${printed.counted} at month 12 (the founder's own price and unit: never another price)`,
    `Gross margin ${projection.grossMarginPct}%; monthly churn ${projection.monthlyChurnPct}%; acquisition cost ${printed.customerAcquisitionCost}; lifetime value ${printed.lifetimeValue}`,
    `Break-even ${printed.breakEven}; runway ${printed.runway}; LTV:CAC ${printed.ltvToCac}; payback ${printed.payback}; every amount in ${printed.currency}`,
    `Funding ask ${printed.fundingAsk} (${projection.round} round): product ${printed.useOfFunds.product} (${printed.useOfFundsShare.product}), marketing ${printed.useOfFunds.marketing} (${printed.useOfFundsShare.marketing}), team ${printed.useOfFunds.team} (${printed.useOfFundsShare.team}), operations ${printed.useOfFunds.operations} (${printed.useOfFundsShare.operations})`,
    `Market: ${marketPotential.market}, ${marketPotential.size} (${marketPotential.source}); growth ${marketPotential.growth}; competition ${marketPotential.competition}`,
  ];
  const titles = new Map(document.parts.map((part) => [part.id, part.title]));
  const keys = ids.map((id) => {
    const required = document.requiredFigures(id, context);
    const mustState = required.length ? `; it must state ${required.map((figure) => `"${figure.value}"`).join(' and ')} exactly as written` : '';
    return `- "${id}" (${titles.get(id)}): ${document.describePart(id)}${mustState}`;
  });
  const user = [
    `Write ${ids.length === document.parts.length ? 'the whole' : 'part of the'} ${document.label} for this startup idea.`,
    `Idea (JSON): ${JSON.stringify(facts)}`,
    `Figures from the company's financial model; quote them exactly as written whenever you mention them:\n${figures.map((line) => `- ${line}`).join('\n')}`,
    `Answer with a JSON object with exactly these keys:\n${keys.join('\n')}`,
  ].join('\n\n');
  return [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: user },
  ];
}
