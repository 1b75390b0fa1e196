import type { CompositionContext } from '../../domain/composition-context';
import type { GeneratedDocument } from '../generated-document';
import { founderConstraints, type FounderConstraint } from './founder-constraints';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

const SYSTEM = [
  'You are an experienced startup advisor who writes investor-ready business plans and pitch decks.',
  'Write only from the facts and figures you are given; never invent traction, customers, team members or numbers.',
  'Answer with one JSON object and nothing else.',
].join(' ');

/** The heading of the founder's facts in the prompt; a retry points back to it. */
const FACTS_HEADING = 'Facts you must keep exactly';

/** The financial model's figures as the prompt gives them, one line each. */
function figureLines({ printed, projection, marketPotential }: CompositionContext): string[] {
  return [
    ...printed.revenue.map((revenue, index) => `Year ${index + 1}: revenue ${revenue}, expenses ${printed.expenses[index]}, net income ${printed.netIncome[index]}`),
    `Price ${printed.priceTerms}; ${printed.customersAtMonth12} ${printed.counted} at month 12 (the founder's own price and unit: never another price)`,
    `Gross margin ${projection.grossMarginPct}%; monthly churn ${projection.monthlyChurnPct}%; acquisition cost ${printed.customerAcquisitionCost}; lifetime value ${printed.lifetimeValue}`,
    `Break-even ${printed.breakEven}; runway ${printed.runway}; LTV:CAC ${printed.ltvToCac}; payback ${printed.payback}; every amount in ${printed.currency}`,
    `Funding ask ${printed.fundingAsk} (${projection.round} round): product ${printed.useOfFunds.product} (${printed.useOfFundsShare.product}), marketing ${printed.useOfFunds.marketing} (${printed.useOfFundsShare.marketing}), team ${printed.useOfFunds.team} (${printed.useOfFundsShare.team}), operations ${printed.useOfFunds.operations} (${printed.useOfFundsShare.operations})`,
    `Market: ${marketPotential.market}, ${marketPotential.size} (${marketPotential.source}); growth ${marketPotential.growth}; competition ${marketPotential.competition}`,
  ];
}

/**
 * The founder's facts an answer for these parts must keep (founder-constraints.ts); what the prompt
 * itself gives (the model's figures, the parts' required ones) may be quoted as written.
 */
export function promptConstraints<Id extends string, Part>(document: GeneratedDocument<Id, Part>, context: CompositionContext, ids: readonly Id[]): FounderConstraint[] {
  return founderConstraints(context.idea, [...figureLines(context), ...ids.flatMap((id) => document.requiredFigures(id, context).map((figure) => figure.value))]);
}

/** The chat messages asking an LLM for some parts of a document, with the figures it must quote verbatim and the founder's facts it must keep. */
export function llmMessages<Id extends string, Part>(
  document: GeneratedDocument<Id, Part>,
  context: CompositionContext,
  ids: readonly Id[],
): ChatMessage[] {
  const { idea } = context;
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
  const titles = new Map(document.parts.map((part) => [part.id, part.title]));
  const keys = ids.map((id) => {
    const required = document.requiredFigures(id, context);
    const mustState = required.length ? `; it must state ${required.map((figure) => `"${figure.value}"`).join(' and ')} exactly as written` : '';
    return `- "${id}" (${titles.get(id)}): ${document.describePart(id)}${mustState}`;
  });
  const kept = promptConstraints(document, context, ids).map((constraint) => `- ${constraint.label}: ${constraint.statement}`);
  const user = [
    `Write ${ids.length === document.parts.length ? 'the whole' : 'part of the'} ${document.label} for this startup idea.`,
    `Idea (JSON): ${JSON.stringify(facts)}`,
    `${FACTS_HEADING} (the founder stated them; an answer that changes one is rejected):\n${kept.join('\n')}`,
    `Figures from the company's financial model; quote them exactly as written whenever you mention them:\n${figureLines(context).map((line) => `- ${line}`).join('\n')}`,
    `Answer with a JSON object with exactly these keys:\n${keys.join('\n')}`,
  ].join('\n\n');
  return [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: user },
  ];
}

/**
 * The messages asking again after an answer that changed the founder's facts: the first request,
 * the model's answer, and why it was rejected.
 */
export function retryMessages(first: readonly ChatMessage[], answer: string, reasons: readonly string[]): ChatMessage[] {
  return [
    ...first,
    { role: 'assistant', content: answer },
    {
      role: 'user',
      content: `Your answer changed facts the founder stated: ${reasons.join('; ')}. Write the same keys again, keeping every fact under "${FACTS_HEADING}" as it is written there.`,
    },
  ];
}
