import type { PlanSectionId } from '@founder/contracts';
import { foundersPrice, type CompositionContext } from '../domain/composition-context';
import { MILESTONES } from '../domain/stage-profiles';
import { asSentence, quote, quoteSentence, ventureIn, wholeSentences } from '../domain/text';

/**
 * The built-in writer of the 12 business plan sections. Every sentence is built from the idea's
 * own fields, its stated facts, its reference rows and its projected figures. The founder's text is
 * quoted in whole sentences within a word budget, or paraphrased when its first sentence is longer, so a
 * section stays within GENERATED_TEXT_WORDS.planSection and never cuts a sentence. Every computed figure
 * is printed with its arithmetic (printed.workings) so a reader can redo it.
 */
export const PLAN_SECTION_COMPOSERS: Readonly<Record<PlanSectionId, (context: CompositionContext) => string>> = {
  'executive-summary': executiveSummary,
  'problem-statement': problemStatement,
  'solution-overview': solutionOverview,
  'market-analysis': marketAnalysis,
  'business-model': businessModel,
  'marketing-strategy': marketingStrategy,
  'operations-plan': operationsPlan,
  'management-team': managementTeam,
  'financial-projections': financialProjections,
  'funding-request': fundingRequest,
  'risk-analysis': riskAnalysis,
  'implementation-timeline': implementationTimeline,
};

export function composePlanSection(context: CompositionContext, sectionId: PlanSectionId): string {
  return PLAN_SECTION_COMPOSERS[sectionId](context);
}

/** ': "<the founder's sentence>"' after a clause, or the clause's full stop when there is no quote. */
function colonThen(quoted: string | null): string {
  return quoted ? `: ${quoted}` : '.';
}

/** ' In the founder's words: "<sentence>"' after a sentence, or nothing when there is no quote. */
function inTheirWords(quoted: string | null): string {
  return quoted ? ` In the founder's words: ${quoted}` : '';
}

function paragraphs(...parts: Array<string | false>): string {
  return parts.filter((part): part is string => Boolean(part)).join('\n\n');
}

/** The problem in the founder's words (the problem statement, else the description), or null when no sentence of it fits. */
function theProblem({ idea }: CompositionContext, maxWords: number): string | null {
  return (idea.problemStatement ? quoteSentence(idea.problemStatement, maxWords) : null) ?? quoteSentence(idea.description, maxWords);
}

/** The solution in the founder's words (the solution statement, else the description), or null when no sentence of it fits. */
function theSolution({ idea }: CompositionContext, maxWords: number): string | null {
  return (idea.solutionApproach ? quoteSentence(idea.solutionApproach, maxWords) : null) ?? quoteSentence(idea.description, maxWords);
}

/** The edge in the founder's words, else what the plan assumes it is. */
function theAdvantage({ idea, market }: CompositionContext, maxWords: number): string {
  const quoted = idea.competitiveAdvantage ? wholeSentences(idea.competitiveAdvantage, maxWords) : null;
  if (quoted) return `Its edge, in the founder's words: "${asSentence(quoted)}"`;
  return `Its edge is meant to come from serving ${market.audience} more closely than broad ${idea.industry} providers do, a claim the next phase has to prove with customers.`;
}

function executiveSummary(context: CompositionContext): string {
  const { idea, stage, market, printed, projection, marketPotential } = context;
  return paragraphs(
    `${idea.companyName} is ${ventureIn(idea.industry)} for ${market.audience}, founded by ${idea.name} and currently ${stage.phrase}.${inTheirWords(quoteSentence(idea.description, 50))}`,
    [theProblem(context, 35) && `The problem it takes on: ${theProblem(context, 35)}`, theSolution(context, 35) && `The answer it proposes: ${theSolution(context, 35)}`].filter(Boolean).join(' '),
    `The opportunity sits in ${marketPotential.market}, ${marketPotential.size}, growing ${marketPotential.growth}, with ${marketPotential.competition.toLowerCase()} competition. ${theAdvantage(context, 35)} The company plans to earn revenue through ${context.revenueModel}, with projected revenue of ${printed.revenue[0]} in Year 1 and ${printed.revenue[4]} in Year 5 under the assumptions set out in the Financial Projections section.`,
    `${idea.companyName} is raising ${printed.fundingAsk} in a ${projection.round} round: ${printed.useOfFundsShare.product} for product, ${printed.useOfFundsShare.marketing} for marketing, ${printed.useOfFundsShare.team} for the team and ${printed.useOfFundsShare.operations} for operations, with a runway of ${printed.runway} in the financial model. The next 90 days focus on ${stage.nextFocus}. Success will be measured by the number of paying ${printed.units}, monthly churn at or below ${projection.monthlyChurnPct}% and a ratio of customer lifetime value to acquisition cost of ${projection.ltvToCac >= 3 ? `${printed.ltvToCac}, the model's, or better` : `3:1 or better (the model's is ${printed.ltvToCac} today)`}.`,
  );
}

function problemStatement(context: CompositionContext): string {
  const { idea, market, fit, marketPotential, stage } = context;
  const customers = fit.customers ?? market.audience;
  return paragraphs(
    `${idea.companyName} starts from a problem that ${market.audience} face today${colonThen(theProblem(context, 60))}`,
    `Why it matters: a problem like this costs time and money and leaves ${customers} choosing between imperfect workarounds: doing the work by hand, stitching together general-purpose tools, or simply living with the gap. Each workaround has a cost that grows with the customer's size and ambition, which is why a focused product can charge for removing it.`,
    `Why now: ${customers} increasingly expect products that fit how they already work, and ${marketPotential.market}, ${marketPotential.size} and growing ${marketPotential.growth}, is large enough for a specialised newcomer. At the same time, the rules that apply raise the bar for anyone entering, which favours a team that designs for them from the start: ${fit.regulation}.`,
    `What must still be proven: this plan treats the problem as a hypothesis until customers confirm it. ${stage.evidenceGap}. The first milestone is therefore ${stage.nextFocus}, with the aim of collecting at least 15 first-hand descriptions of the problem in customers' own words.`,
  );
}

function solutionOverview(context: CompositionContext): string {
  const { idea, market, fit, stage, printed } = context;
  return paragraphs(
    `${idea.companyName} answers the problem directly${colonThen(theSolution(context, 60))}`,
    `How it works for ${market.audience}: first, a customer discovers ${idea.companyName} through ${fit.channels[0]}. Second, they start with the smallest useful version of the product and see the problem shrink in their first week of use. Third, once the value is clear, they pay through ${context.revenueModel}, and they invite others who share the same problem.`,
    theAdvantage(context, 40),
    `Where it stands today: ${stage.progress}. The roadmap keeps the first release narrow, measures how often customers come back, and adds features only when usage shows demand for them. The rules that apply are part of the design from the first release rather than an afterthought: ${fit.regulation}. Product development receives ${printed.useOfFundsShare.product} of the round (${printed.useOfFunds.product}).`,
  );
}

function marketAnalysis(context: CompositionContext): string {
  const { idea, market, fit, printed, marketPotential } = context;
  const statedAdvantage = idea.competitiveAdvantage ? quoteSentence(idea.competitiveAdvantage, 30) : null;
  return paragraphs(
    `Market size and growth: ${idea.companyName} sells into ${marketPotential.market}, ${marketPotential.size} (${marketPotential.source}), growing ${marketPotential.growth}. The figure sizes the whole category, not the segment ${idea.companyName} can reach; the bottom-up view below and the market research size that segment.${context.printed.conversionNote ? ` ${context.printed.conversionNote}` : ''}`,
    `Target market: ${idea.targetMarket ? `${idea.targetMarket}, that is ${market.audience}` : `not chosen yet, so the plan starts with ${market.audience}`}. The clearest early adopters are those who feel the problem most${colonThen(theProblem(context, 25))}`,
    `Bottom-up view: at month 12, ${printed.workings.runRate}, a small fraction of the market. ${printed.workings.yearOneRevenue}. The company can grow for years without needing a dominant share.`,
    `Competition: ${marketPotential.competition}. Expect established ${idea.industry} providers, newer specialised start-ups, and the do-it-yourself alternatives customers rely on today. ${statedAdvantage ? `${idea.companyName} answers them with its stated advantage: ${statedAdvantage}` : `${idea.companyName} has to answer them with focus: a narrower customer, a sharper product and faster learning.`}`,
    `Trends and rules: the main risk in this market is ${fit.risk}. The rules that apply shape how the product is built and sold: ${fit.regulation}.`,
  );
}

function businessModel(context: CompositionContext): string {
  const { idea, market, projection, printed } = context;
  const healthy = projection.ltvToCac >= 3;
  const feeBased = context.stated.revenueType === 'transaction' || context.stated.revenueType === 'marketplace';
  return paragraphs(
    `Revenue model: ${idea.companyName} earns revenue through ${context.revenueModel}. Paying customers are ${market.audience}, and the price is set for what the problem costs them today.`,
    `Unit economics: pricing ${foundersPrice(context) ? 'as the founder states it' : projection.source === 'model' ? 'from the financial model' : 'assumed from reference figures'}: ${printed.priceTerms}; a gross margin of ${projection.grossMarginPct}% and monthly churn of ${projection.monthlyChurnPct}% (${projection.source === 'model' ? 'from the financial model' : `the financial model's defaults, reference figures for ${idea.industry}`}); a customer acquisition cost of ${printed.customerAcquisitionCost}. Lifetime value: ${printed.workings.lifetimeValue}. Lifetime value to acquisition cost: ${printed.workings.ltvToCac}. A ratio of 3:1 or more is the usual sign of a healthy model; ${healthy ? 'this plan clears it, so the priority is to prove the figures with real customers' : 'this plan does not reach it yet, so lowering acquisition cost and raising retention are priorities'}.`,
    feeBased
      ? `Pricing: the first fee is a hypothesis to test with real customers, not a fixed decision. The plan compares it with what customers pay for the alternatives today, and offers a lower fee to the most active ${printed.units} once usage shows who they are.`
      : `Pricing: the first price is a hypothesis to test with real customers, not a fixed decision. The plan adds an annual option at a discount to improve retention, and a higher tier for larger ${printed.units} once usage shows which features they value most.`,
    `Growth of the model: revenue grows from ${printed.revenue[0]} in Year 1 to ${printed.revenue[4]} in Year 5 as the customer base compounds${feeBased ? ' and each customer uses it more often' : ' and higher tiers are introduced'}, while the gross margin of ${projection.grossMarginPct}% keeps each new customer profitable after their direct costs.`,
  );
}

function marketingStrategy(context: CompositionContext): string {
  const { idea, market, fit, projection, printed } = context;
  return paragraphs(
    `Positioning: ${idea.ideaTitle} is for ${market.audience} who want the problem solved without workarounds. The message in one line: "${context.pitch}"`,
    `Channels, in order: first, ${fit.channels[0]}, used to find early adopters and learn which words they use for the problem; second, ${fit.channels[1]}, added once the message converts; third, ${fit.channels[2]}, to lower the cost of each new customer as the company grows.`,
    `Funnel and targets: every channel is measured from first contact to sign-up to paying customer. The plan budgets a customer acquisition cost of ${printed.customerAcquisitionCost} and aims for ${printed.customersAtMonth12} paying ${printed.units} by month 12. Marketing receives ${printed.useOfFundsShare.marketing} of the round (${printed.useOfFunds.marketing}), released channel by channel as each proves its cost per customer.`,
    `Retention: a customer who stays is worth ${printed.lifetimeValue} in gross profit, so onboarding, the first week of use and regular check-ins get as much attention as acquisition. The target is monthly churn at or below ${projection.monthlyChurnPct}%, with every cancellation followed by a short conversation about why.`,
  );
}

function operationsPlan(context: CompositionContext): string {
  const { idea, market, fit, stage, printed } = context;
  return paragraphs(
    `Delivery: ${idea.ideaTitle} is delivered to ${market.audience} with as few manual steps as possible. While ${stage.progress}, the team does some work by hand on purpose, to learn which steps customers value before automating them.`,
    `Key processes: customer onboarding and support with a same-day answer during business hours; product releases every two weeks, each with a short note to customers; and a monthly review of sign-ups, conversion to paying customers, churn and acquisition cost, with one decision recorded per review.`,
    `Compliance: the company works within the rules that apply, ${fit.regulation}. It keeps a register of the personal and financial data it holds, limits access to it, and reviews obligations before entering each new market.`,
    `Suppliers and tools: managed cloud infrastructure, a payments provider, a support desk and analytics, chosen so that a small team can run them without dedicated operations staff. Operations receive ${printed.useOfFundsShare.operations} of the round (${printed.useOfFunds.operations}), which covers these tools, legal and accounting.`,
    `Next 90 days: ${stage.nextFocus}.`,
  );
}

function managementTeam(context: CompositionContext): string {
  const { idea, fit, printed, market } = context;
  return paragraphs(
    `Founder: ${idea.name} leads ${idea.ideaTitle} and is responsible for the product vision, the first customers and fundraising. In the early months the founder personally runs the customer interviews and sales conversations, so that what ${market.audience} say reaches the product without a filter.`,
    `Hires funded by this round: ${printed.useOfFundsShare.team} of the round (${printed.useOfFunds.team}) goes to the team. The first hires are a technical lead who owns the product's architecture and quality, a growth lead who runs ${fit.channels[0]} and ${fit.channels[1]}, and, once the first paying customers arrive, a customer success lead who owns onboarding and retention.`,
    `Advisors: the company will recruit an advisor with operating experience in ${idea.industry}, one who knows the rules that apply to ${fit.customers ?? market.audience}, and one who has raised a seed round before. Each advisor is asked for a concrete commitment, such as a monthly session or three introductions.`,
    `Ways of working: weekly goals, a shared metrics dashboard, and a short monthly update to investors and advisors covering progress, numbers, problems and requests for help.`,
  );
}

function financialProjections(context: CompositionContext): string {
  const { idea, projection, printed, reference } = context;
  const lines = projection.years.map(
    (year, index) => `Year ${year.year}: revenue ${printed.revenue[index]} − expenses ${printed.expenses[index]} = net income ${printed.netIncome[index]}.`,
  );
  return paragraphs(
    `Five-year projection for ${idea.companyName}, in ${printed.currency}, from ${projection.source === 'model' ? 'the financial model' : "the financial model's defaults"}: planning assumptions rather than history.`,
    lines.join('\n'),
    `Assumptions: ${printed.customersAtMonth12} ${printed.counted} at month 12 at ${printed.priceTerms}. ${printed.workings.yearOneRevenue}. Revenue then grows ${printed.revenueGrowth.slice(0, 3).join(', ')} and ${printed.revenueGrowth[3]} year on year in Years 2 to 5. With a gross margin of ${projection.grossMarginPct}%, ${printed.workings.yearOneExpenses}; operating costs grow more slowly than revenue as the team expands.`,
    `Result: break-even (the first month revenue covers all costs): ${printed.breakEven}. Runway: ${printed.runway}; ${printed.workings.runway}. Customer lifetime value is ${printed.lifetimeValue} against an acquisition cost of ${printed.customerAcquisitionCost} (LTV:CAC ${printed.ltvToCac}), paid back in ${printed.payback}.`,
    `Source of the reference figures: ${reference.sourceNote}${printed.conversionNote ? ` ${printed.conversionNote}` : ''} The founder should replace them with measured figures as soon as real customers pay.`,
  );
}

function fundingRequest(context: CompositionContext): string {
  const { idea, projection, printed, stage } = context;
  return paragraphs(
    `${idea.companyName} is raising ${printed.fundingAsk} in a ${projection.round} round, sized for ${ventureIn(idea.industry)} ${stage.phrase} and for the milestones below.`,
    `Use of funds: product development ${printed.useOfFundsShare.product} × ${printed.fundingAsk} = ${printed.useOfFunds.product}; marketing and sales ${printed.useOfFundsShare.marketing} × ${printed.fundingAsk} = ${printed.useOfFunds.marketing}; team ${printed.useOfFundsShare.team} × ${printed.fundingAsk} = ${printed.useOfFunds.team}; operations ${printed.useOfFundsShare.operations} × ${printed.fundingAsk} = ${printed.useOfFunds.operations}.`,
    `Runway and milestones: in the financial model the round lasts ${printed.runway}. Within it the company will reach ${MILESTONES[stage.firstMilestone]}; then ${MILESTONES[stage.firstMilestone + 1]}; ${printed.customersAtMonth12} ${printed.counted} by month 12; and revenue of ${printed.revenue[0]} in Year 1, on the way to ${printed.revenue[1]} in Year 2.`,
    `Why this amount: it funds the team and the channels needed to prove that customers pay and stay, which is what the next round will be judged on. Raising less would stretch the first milestones past the runway; raising more before the evidence exists would cost the founder more equity than necessary.`,
    `Investors get a monthly update with the numbers in this plan set against the actual results.`,
  );
}

function riskAnalysis(context: CompositionContext): string {
  const { idea, fit, projection, stage, marketPotential, market } = context;
  const quotedAdvantage = idea.competitiveAdvantage ? quote(idea.competitiveAdvantage, 25) : null;
  return paragraphs(
    `The main risks to ${idea.companyName}, each with its mitigation:`,
    [
      `Market risk: ${market.audience} may not feel the problem strongly enough to pay. ${stage.evidenceGap}. Mitigation: ${stage.nextFocus}, and no large build before customers confirm the need.`,
      `Competition: ${marketPotential.competition.toLowerCase()} competition, from established ${idea.industry} providers and new entrants. Mitigation: ${quotedAdvantage ? `build on the advantage the founder states (${quotedAdvantage})` : 'define and protect one advantage that is hard to copy'} and stay close to a narrow customer group.`,
      `Market-specific risk: ${fit.risk}. Mitigation: watch it in the monthly review and keep enough runway to adapt.`,
      `Regulatory risk: ${fit.regulation}. Mitigation: early legal advice and privacy and security built into the product.`,
      `Financial risk: the projection assumes a customer acquisition cost of ${context.printed.customerAcquisitionCost} and churn of ${projection.monthlyChurnPct}% a month. If either is worse, the runway shortens. Mitigation: release marketing spend channel by channel and only after each channel proves its cost.`,
      `Execution risk: a small team carries everything. Mitigation: the first hires described in the Management Team section, and clear weekly priorities.`,
    ].join('\n'),
  );
}

function implementationTimeline(context: CompositionContext): string {
  const { idea, stage, printed } = context;
  const step = (offset: number) => MILESTONES[Math.min(stage.firstMilestone + offset, MILESTONES.length - 1)];
  return paragraphs(
    `The timeline starts from where ${idea.ideaTitle} stands today: ${stage.progress}. Each quarter has one main milestone, reviewed at the end of the quarter against the figures in this plan.`,
    [
      `Months 1-3: ${step(0)}.`,
      `Months 4-6: ${step(1)}.`,
      `Months 7-9: ${step(2)}.`,
      `Months 10-12: ${step(3)}, reaching ${printed.customersAtMonth12} paying ${printed.units} and ${printed.revenue[0]} of revenue in Year 1.`,
      `Year 2: ${step(4)}, with revenue of ${printed.revenue[1]}.`,
      `Years 3-5: ${step(5)}, growing revenue to ${printed.revenue[4]} by Year 5 and breaking even ${printed.breakEven}.`,
    ].join('\n'),
    `What could move the dates: slower customer discovery, a longer sales cycle than planned, or a regulatory step taking longer than expected. Each quarter's review decides whether to hold the plan, change course or change the timeline.`,
  );
}
