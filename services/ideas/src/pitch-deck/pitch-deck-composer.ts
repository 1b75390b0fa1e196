import type { PitchSlideId } from '@founder/contracts';
import { foundersPrice, type CompositionContext } from '../domain/composition-context';
import { asSentence, wholeSentences } from '../domain/text';
import { framingOf, rotatedLines } from '../domain/variation';

export interface ComposedSlide {
  content: string;
  notes: string;
}

/**
 * The built-in writer of the 10 pitch slides: a few lines of slide text and the speaker's notes,
 * from the same context as the business plan, so the financial and funding slides print exactly
 * the figures of the plan's Financial Projections and Funding Request sections.
 */
export const PITCH_SLIDE_COMPOSERS: Readonly<Record<PitchSlideId, (context: CompositionContext) => ComposedSlide>> = {
  title: titleSlide,
  problem: problemSlide,
  solution: solutionSlide,
  market: marketSlide,
  'business-model': businessModelSlide,
  traction: tractionSlide,
  team: teamSlide,
  financial: financialSlide,
  funding: fundingSlide,
  closing: closingSlide,
};

/**
 * Slides written with one framing vary only in the order of their independent lines (a cover keeps
 * its name and pitch first), so a regenerated slide reads differently with the same lines.
 */
const REORDERED_LINES: Partial<Record<PitchSlideId, { head: number; tail: number }>> = {
  title: { head: 2, tail: 0 },
  problem: { head: 1, tail: 0 },
  market: { head: 0, tail: 2 },
  'business-model': { head: 1, tail: 0 },
  financial: { head: 5, tail: 0 },
  funding: { head: 1, tail: 1 },
  closing: { head: 2, tail: 0 },
};

export function composePitchSlide(context: CompositionContext, slideId: PitchSlideId): ComposedSlide {
  const slide = PITCH_SLIDE_COMPOSERS[slideId](context);
  const reordered = REORDERED_LINES[slideId];
  return reordered ? { ...slide, content: rotatedLines(slide.content, context.variant, reordered.head, reordered.tail) } : slide;
}

function bullets(...items: Array<string | false>): string {
  return items
    .filter((item): item is string => Boolean(item))
    .map((item) => `• ${item}`)
    .join('\n');
}

function titleSlide({ idea, market, pitch, printed, projection }: CompositionContext): ComposedSlide {
  return {
    content: [
      idea.companyName,
      pitch,
      `${idea.industry} · ${idea.stage} · for ${market.audience}`,
      `Presented by ${idea.name}, founder`,
      `Raising ${printed.fundingAsk} in a ${projection.round} round`,
    ].join('\n'),
    notes: `Open by introducing yourself as the founder of ${idea.companyName}. Say in one sentence what it does and for whom: ${asSentence(pitch)} Then tell the audience what you will ask for at the end, so they listen with the decision in mind.`,
  };
}

function problemSlide({ idea, market, fit, marketPotential }: CompositionContext): ComposedSlide {
  return {
    content: bullets(
      (idea.problemStatement ? wholeSentences(idea.problemStatement, 30) : null) ?? wholeSentences(idea.description, 30) ?? false,
      `Who feels it: ${fit.customers ?? market.audience}`,
      "Today's workarounds: manual work, general-purpose tools, or living with the gap",
      `Why now: ${marketPotential.market}, ${marketPotential.size}, growing ${marketPotential.growth}`,
    ),
    notes: `Tell one concrete story of a customer who has this problem, then generalise. Explain what the workaround costs them in time or money. Mention the rules that make the problem harder for newcomers, which is part of why it is still unsolved: ${fit.regulation}. Keep this slide under a minute.`,
  };
}

function solutionSlide({ idea, fit, model, variant }: CompositionContext): ComposedSlide {
  const solution = (idea.solutionApproach ? wholeSentences(idea.solutionApproach, 30) : null) ?? wholeSentences(idea.description, 30) ?? false;
  const edge = `Edge: ${(idea.competitiveAdvantage ? wholeSentences(idea.competitiveAdvantage, 25) : null) ?? 'focus on one customer group and faster learning'}`;
  const found = `Discovered through ${fit.channels[0]}`;
  return framingOf(variant, [
    {
      content: bullets(solution, found, model.inUse, edge),
      notes: `Walk through how a customer uses ${idea.companyName}, step by step, as if demonstrating it. If there is a prototype, a photo or a screenshot, show it here. Finish with why this approach is better than the workarounds from the previous slide.`,
    },
    {
      content: bullets(solution, edge, model.inUse, found),
      notes: `Start with what is different: the edge on this slide, and why the workarounds from the previous slide cannot copy it. Then walk through how a customer uses ${idea.companyName}, showing a prototype, a photo or a screenshot if there is one.`,
    },
  ]);
}

function marketSlide({ idea, market, marketPotential, printed, fit }: CompositionContext): ComposedSlide {
  return {
    content: bullets(
      `Market: ${marketPotential.market}, ${marketPotential.size}`,
      `Growth: ${marketPotential.growth}`,
      `Competition: ${marketPotential.competition}`,
      `Target: ${idea.targetMarket ?? market.audience}`,
      `Bottom-up at month 12: ${printed.workings.runRate}`,
      `Year 1 revenue: ${printed.revenue[0]}, as ${printed.counted.replace(/^paying /, '')} are added through the year`,
    ),
    notes: `Present the top-down figures briefly (the market figure is ${marketPotential.source}), then spend most of the time on the bottom-up line: it shows how the first year's customers translate into revenue. ${printed.workings.yearOneRevenue}. Name the first segment you will win and why it is reachable with ${fit.channels[0]}.`,
  };
}

function businessModelSlide(context: CompositionContext): ComposedSlide {
  const { idea, projection, printed } = context;
  return {
    content: bullets(
      `Revenue: ${idea.revenueModel ? (wholeSentences(idea.revenueModel, 25) ?? `priced at ${printed.priceShort}`) : `subscription, billed monthly`}`,
      `Price: ${printed.priceShort}`,
      `Gross margin: ${projection.grossMarginPct}%`,
      `Acquisition cost ${printed.customerAcquisitionCost}, lifetime value ${printed.lifetimeValue} (LTV:CAC ${printed.ltvToCac}, payback ${printed.payback})`,
    ),
    notes: `Explain who pays, how much and how often.${foundersPrice(context) ? ` The price is the one you state: ${printed.priceTerms}.` : ''}${printed.statedCounts ? ` Your counts: ${printed.statedCounts}.` : ''} Lifetime value: ${printed.workings.lifetimeValue}; ${printed.workings.ltvToCac}. Say plainly that margin and churn are ${projection.source === 'model' ? 'the financial model’s assumptions' : `reference figures for ${idea.industry}`} and that the first paying customers will replace them with measured ones.`,
  };
}

function tractionSlide({ position, printed, model, variant }: CompositionContext): ComposedSlide {
  const today = `Today: ${position.today}`;
  const next = `Next 90 days: ${position.nextFocus}`;
  const goal = `Month 12 goal: ${printed.customersAtMonth12} ${printed.counted}`;
  const tracked = `Tracked weekly: ${model.metrics}`;
  return framingOf(variant, [
    {
      content: bullets(today, next, goal, tracked),
      notes: `Be honest about the stage: investors trust a founder who states what exists and what does not. Show any evidence collected so far, such as interviews, a waiting list or pilot users, and explain which metric will prove traction next.`,
    },
    {
      content: bullets(goal, today, next, tracked),
      notes: `Lead with the goal for month 12, then show how far the company is from it today and what the next 90 days add. State only what exists; evidence such as interviews, a waiting list or pilots counts more than any forecast.`,
    },
    {
      content: bullets(today, tracked, next, goal),
      notes: `Show what exists and the numbers you already track each week, then the next step and the goal for month 12. Investors trust a founder who says plainly what exists and what does not, so name the evidence and its size.`,
    },
  ]);
}

function teamSlide({ idea, fit, model, printed, variant }: CompositionContext): ComposedSlide {
  const [first, second, third] = model.hires(fit.channels);
  const founder = `${idea.name}: founder, product and first customers`;
  const hires = `Next hires: ${first.role}, ${second.role}, ${third.role}`;
  const advisors = `Advisors: ${idea.industry} operator, regulatory expert, experienced fundraiser`;
  const budget = `Team budget: ${printed.useOfFunds.team} of the round`;
  const owned = `the ${first.role} owns ${first.owns}, the ${second.role} ${second.owns}`;
  return framingOf(variant, [
    {
      content: bullets(founder, hires, advisors, budget),
      notes: `Explain why you are the right person to build ${idea.companyName}: your experience with the problem, the customers or the industry. Then describe the first hires and what each one will own: ${owned}.`,
    },
    {
      content: bullets(founder, budget, hires, advisors),
      notes: `Start with the gap the round fills: ${owned}. Then say why you are the right person to lead ${idea.companyName}, from your experience with the problem, the customers or the industry.`,
    },
  ]);
}

function financialSlide({ projection, printed }: CompositionContext): ComposedSlide {
  return {
    content: bullets(
      `Year 1 revenue: ${printed.revenue[0]}`,
      `Year 2 revenue: ${printed.revenue[1]}`,
      `Year 3 revenue: ${printed.revenue[2]}`,
      `Year 4 revenue: ${printed.revenue[3]}`,
      `Year 5 revenue: ${printed.revenue[4]}`,
      `Gross margin: ${projection.grossMarginPct}%`,
      `Break-even: ${printed.breakEven}`,
      `Runway: ${printed.runway}`,
    ),
    notes: `These figures, in ${printed.currency}, match the Financial Projections section of the business plan and the financial model. They assume ${printed.customersAtMonth12} ${printed.counted} at month 12 at ${printed.monthlyPrice} per ${printed.counted === 'users' ? 'user' : printed.unit} a month, then revenue growing ${printed.revenueGrowth.slice(0, 3).join(', ')} and ${printed.revenueGrowth[3]} year on year in Years 2 to 5. Expenses in Year 1 are ${printed.expenses[0]}.${printed.conversionNote ? ` ${printed.conversionNote}` : ''} Invite questions on the assumptions rather than defending the totals.`,
  };
}

function fundingSlide({ projection, printed, position }: CompositionContext): ComposedSlide {
  return {
    content: bullets(
      `Raising ${printed.fundingAsk} (${projection.round} round)`,
      `Product: ${printed.useOfFunds.product} (${printed.useOfFundsShare.product})`,
      `Marketing: ${printed.useOfFunds.marketing} (${printed.useOfFundsShare.marketing})`,
      `Team: ${printed.useOfFunds.team} (${printed.useOfFundsShare.team})`,
      `Operations: ${printed.useOfFunds.operations} (${printed.useOfFundsShare.operations})`,
      `Runway: ${printed.runway}`,
    ),
    notes: `State the amount clearly and connect it to milestones: with this round the company reaches ${position.milestones[0]} and then ${position.milestones[1]}. These amounts match the Funding Request section of the business plan. Say what the next round would need to see.`,
  };
}

function closingSlide({ idea, pitch, printed }: CompositionContext): ComposedSlide {
  return {
    content: [`Thank you`, pitch.startsWith(idea.companyName) ? pitch : `${idea.companyName}: ${pitch}`, `${idea.name}, founder`, `Raising ${printed.fundingAsk}: let's talk about next steps`].join('\n'),
    notes: `Thank the audience and restate the ask in one sentence. Offer a follow-up meeting and the full business plan. Leave the slide up during questions so the name ${idea.companyName} and the ask stay visible.`,
  };
}
