import { formatMoney, type PlanSectionId } from '@founder/contracts';
import { foundersPrice, type CompositionContext } from '../domain/composition-context';
import { asSentence, quote, quoteSentence, ventureIn, wholeSentences } from '../domain/text';
import { framingOf, rotatedLines, rotatedParagraphs } from '../domain/variation';

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

/**
 * Sections written with one framing vary only in the order of their independent middle paragraphs
 * (the risks: the order of the list), so a regenerated section reads differently with the same sentences.
 */
const REORDERED: Partial<Record<PlanSectionId, (text: string, variant: number) => string>> = {
  'executive-summary': (text, variant) => rotatedParagraphs(text, variant, 1, 1),
  'problem-statement': (text, variant) => rotatedParagraphs(text, variant, 1, 1),
  'solution-overview': (text, variant) => rotatedParagraphs(text, variant, 1, 1),
  'market-analysis': (text, variant) => rotatedParagraphs(text, variant, 1, 0),
  'business-model': (text, variant) => rotatedParagraphs(text, variant, 1, 0),
  'financial-projections': (text, variant) => rotatedParagraphs(text, variant, 2, 1),
  'funding-request': (text, variant) => rotatedParagraphs(text, variant, 1, 1),
  'risk-analysis': (text, variant) => {
    const [intro, risks] = text.split('\n\n');
    return paragraphs(intro, rotatedLines(risks, variant, 0, 0));
  },
};

export function composePlanSection(context: CompositionContext, sectionId: PlanSectionId): string {
  const text = PLAN_SECTION_COMPOSERS[sectionId](context);
  return REORDERED[sectionId]?.(text, context.variant) ?? text;
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
  const { idea, stage, position, market, printed, projection, marketPotential } = context;
  return paragraphs(
    `${idea.companyName} is ${ventureIn(idea.industry)} for ${market.audience}, founded by ${idea.name} and currently ${stage.phrase}.${inTheirWords(quoteSentence(idea.description, 50))}`,
    [theProblem(context, 35) && `The problem it takes on: ${theProblem(context, 35)}`, theSolution(context, 35) && `The answer it proposes: ${theSolution(context, 35)}`].filter(Boolean).join(' '),
    `The opportunity sits in ${marketPotential.market}, ${marketPotential.size}, growing ${marketPotential.growth}, with ${marketPotential.competition.toLowerCase()} competition. ${theAdvantage(context, 35)} The company plans to earn revenue through ${context.revenueModel}, with projected revenue of ${printed.revenue[0]} in Year 1 and ${printed.revenue[4]} in Year 5 under the assumptions set out in the Financial Projections section.`,
    `${idea.companyName} is raising ${printed.fundingAsk} in a ${projection.round} round: ${printed.useOfFundsShare.product} for product, ${printed.useOfFundsShare.marketing} for marketing, ${printed.useOfFundsShare.team} for the team and ${printed.useOfFundsShare.operations} for operations, with a runway of ${printed.runway} in the financial model. The next 90 days focus on ${position.nextFocus}. Success will be measured by the number of paying ${printed.units}, monthly churn at or below ${projection.monthlyChurnPct}% and a ratio of customer lifetime value to acquisition cost of ${printed.ltvToCac} (the financial model's) ${projection.ltvToCac >= 3 ? 'or better' : 'rising toward three to one'}.`,
  );
}

function problemStatement(context: CompositionContext): string {
  const { idea, market, fit, marketPotential, position } = context;
  const customers = fit.customers ?? market.audience;
  return paragraphs(
    `${idea.companyName} starts from a problem that ${market.audience} face today${colonThen(theProblem(context, 60))}`,
    `Why it matters: a problem like this costs time and money and leaves ${customers} choosing between imperfect workarounds: doing the work by hand, stitching together general-purpose tools, or simply living with the gap. Each workaround has a cost that grows with the customer's size and ambition, which is why a focused product can charge for removing it.`,
    `Why now: ${customers} increasingly expect products that fit how they already work, and ${marketPotential.market}, ${marketPotential.size} and growing ${marketPotential.growth}, is large enough for a specialised newcomer. At the same time, the rules that apply raise the bar for anyone entering, which favours a team that designs for them from the start: ${fit.regulation}.`,
    `What must still be proven: this plan treats the problem as a hypothesis until customers confirm it. ${position.evidenceGap}. The next milestone is therefore ${position.nextFocus}, with the aim of collecting at least 15 first-hand descriptions of the problem in customers' own words.`,
  );
}

function solutionOverview(context: CompositionContext): string {
  const { idea, market, fit, position, printed } = context;
  return paragraphs(
    `${idea.companyName} answers the problem directly${colonThen(theSolution(context, 60))}`,
    `How it works for ${market.audience}: first, a customer discovers ${idea.companyName} through ${fit.channels[0]}. Second, they start with the smallest useful version of the product and see the problem shrink in their first week of use. Third, once the value is clear, they pay through ${context.revenueModel}, and they invite others who share the same problem.`,
    theAdvantage(context, 40),
    `Where it stands today: ${position.today}. The roadmap keeps the first release narrow, measures how often customers come back, and adds features only when usage shows demand for them. The rules that apply are part of the design from the first release rather than an afterthought: ${fit.regulation}. Product development receives ${printed.useOfFundsShare.product} of the round (${printed.useOfFunds.product}).`,
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
    `Revenue model: ${idea.companyName} earns revenue through ${context.revenueModel}. Paying customers are ${market.audience}, and the price is set for what the problem costs them today.${printed.statedCounts ? ` The founder's own counts, which the financial model keeps: ${printed.statedCounts}.` : ''}`,
    `Unit economics: ${foundersPrice(context) ? "the founder's pricing" : projection.source === 'model' ? "the financial model's pricing" : 'pricing assumed from reference figures'}: ${printed.priceTerms}; a gross margin of ${projection.grossMarginPct}% and monthly churn of ${projection.monthlyChurnPct}% (${projection.source === 'model' ? 'from the financial model' : `the financial model's defaults, reference figures for ${idea.industry}`}); a customer acquisition cost of ${printed.customerAcquisitionCost}. Lifetime value: ${printed.workings.lifetimeValue}. Lifetime value to acquisition cost: ${printed.workings.ltvToCac}. A ratio of 3:1 or more is the usual sign of a healthy model; ${healthy ? 'this plan clears it, so the priority is to prove the figures with real customers' : 'this plan does not reach it yet, so lowering acquisition cost and raising retention are priorities'}.`,
    feeBased
      ? `Pricing: the first fee is a hypothesis to test with real customers, not a fixed decision. The plan compares it with what customers pay for the alternatives today, and offers a lower fee to the most active ${printed.units} once usage shows who they are.`
      : `Pricing: the first price is a hypothesis to test with real customers, not a fixed decision. ${
          context.stated.annualPrice
            ? `The annual plan the founder already offers (${formatMoney(context.stated.annualPrice.amount, context.stated.annualPrice.currency)} a year) helps retention; the plan measures how many choose it`
            : 'The plan adds an annual option at a discount to improve retention'
        }, and adds a higher tier for the largest customers once usage shows which features they value most.`,
    `Growth of the model: revenue grows from ${printed.revenue[0]} in Year 1 to ${printed.revenue[4]} in Year 5 as the customer base compounds${feeBased ? ' and each customer uses it more often' : ' and higher tiers are introduced'}, while the gross margin of ${projection.grossMarginPct}% keeps each new customer profitable after their direct costs.`,
  );
}

function marketingStrategy(context: CompositionContext): string {
  const { idea, market, fit, model, projection, printed, variant } = context;
  const positioning = `Positioning: ${idea.companyName} is for ${market.audience} who want the problem solved without workarounds. The message in one line: "${context.pitch}"`;
  const channels = `Channels, in order: first, ${fit.channels[0]}, used to find early adopters and learn which words they use for the problem; second, ${fit.channels[1]}, added once the message converts; third, ${fit.channels[2]}, to lower the cost of each new customer as the company grows. The motion that turns contacts into customers: ${model.motion}.`;
  const budget = `Marketing receives ${printed.useOfFundsShare.marketing} of the round (${printed.useOfFunds.marketing}), released channel by channel as each proves its cost per customer.`;
  const funnel = `Funnel and targets: every channel is measured from ${model.funnel}. The plan budgets a customer acquisition cost of ${printed.customerAcquisitionCost} and aims for ${printed.customersAtMonth12} ${printed.counted} by month 12. ${budget}`;
  const churn = `The target is monthly churn at or below ${projection.monthlyChurnPct}%, with every cancellation followed by a short conversation about why.`;
  const retention = `Retention: a customer who stays is worth ${printed.lifetimeValue} in gross profit, so ${model.retention}. ${churn}`;
  return paragraphs(
    ...framingOf(variant, [
      [positioning, channels, funnel, retention],
      [
        `Marketing for ${idea.companyName} is judged on two numbers: ${printed.customersAtMonth12} ${printed.counted} by month 12, and a customer acquisition cost of ${printed.customerAcquisitionCost} for each, measured from ${model.funnel}. ${budget}`,
        channels,
        positioning,
        retention,
      ],
      [
        `Keeping customers comes first: a customer who stays is worth ${printed.lifetimeValue} in gross profit, so ${model.retention}. ${churn}`,
        positioning,
        channels,
        funnel,
      ],
    ]),
  );
}

function operationsPlan(context: CompositionContext): string {
  const { idea, market, fit, model, position, printed, variant } = context;
  const delivery = `Delivery: ${model.delivery(idea.companyName, market.audience)} Today, ${position.today}; at first, ${model.learning}.`;
  const processes = `Key processes: ${model.processes}.`;
  const compliance = `Compliance: the company works within the rules that apply, ${fit.regulation}. ${model.obligations}`;
  const suppliers = `Suppliers and tools: ${model.suppliers}. Operations receive ${printed.useOfFundsShare.operations} of the round (${printed.useOfFunds.operations}), which covers them, legal and accounting.`;
  const next = `Next 90 days: ${position.nextFocus}.`;
  return paragraphs(
    ...framingOf(variant, [
      [delivery, processes, compliance, suppliers, next],
      [`The next 90 days are for ${position.nextFocus}; the operations below are sized for that step and grow with it.`, delivery, suppliers, processes, compliance],
      [`${idea.companyName} runs on a few processes, each with an owner and a monthly number: ${model.processes}.`, delivery, suppliers, compliance, next],
    ]),
  );
}

function managementTeam(context: CompositionContext): string {
  const { idea, fit, model, printed, market, variant } = context;
  const [first, second, third] = model.hires(fit.channels);
  const hires = `${first.role} who owns ${first.owns}, a ${second.role} who owns ${second.owns}, and a ${third.role} who owns ${third.owns}`;
  const founder = `Founder: ${idea.name} leads ${idea.companyName} and is responsible for the product vision, the first customers and fundraising. In the early months the founder personally runs the customer interviews and sales conversations, so that what ${market.audience} say reaches the product without a filter.`;
  const funded = `Hires funded by this round: ${printed.useOfFundsShare.team} of the round (${printed.useOfFunds.team}) goes to the team. The first hires are a ${hires}.`;
  const advisors = `Advisors: the company will recruit an advisor with operating experience in ${idea.industry}, one who ${model.advisor}, one who knows the rules that apply to ${fit.customers ?? market.audience}, and one who has raised a seed round before. Each advisor is asked for a concrete commitment, such as a monthly session or three introductions.`;
  const ways = `Ways of working: weekly goals, a shared dashboard (${model.metrics}) and a short monthly update to investors and advisors covering progress, numbers, problems and requests for help.`;
  return paragraphs(
    ...framingOf(variant, [
      [founder, funded, advisors, ways],
      [`The team this round builds: ${printed.useOfFundsShare.team} of it (${printed.useOfFunds.team}) pays for a ${hires}.`, founder, advisors, ways],
      [founder, ways, funded, advisors],
    ]),
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
  const { idea, projection, printed, stage, position } = context;
  return paragraphs(
    `${idea.companyName} is raising ${printed.fundingAsk} in a ${projection.round} round, sized for ${ventureIn(idea.industry)} ${stage.phrase} and for the milestones below.`,
    `Use of funds: product development ${printed.useOfFundsShare.product} × ${printed.fundingAsk} = ${printed.useOfFunds.product}; marketing and sales ${printed.useOfFundsShare.marketing} × ${printed.fundingAsk} = ${printed.useOfFunds.marketing}; team ${printed.useOfFundsShare.team} × ${printed.fundingAsk} = ${printed.useOfFunds.team}; operations ${printed.useOfFundsShare.operations} × ${printed.fundingAsk} = ${printed.useOfFunds.operations}.`,
    `Runway and milestones: in the financial model the round lasts ${printed.runway}. Within it the company will reach ${position.milestones[0]}; then ${position.milestones[1]}; ${printed.customersAtMonth12} ${printed.counted} by month 12; and revenue of ${printed.revenue[0]} in Year 1, on the way to ${printed.revenue[1]} in Year 2.`,
    `Why this amount: it funds the team and the channels needed to prove that customers pay and stay, which is what the next round will be judged on. Raising less would stretch the first milestones past the runway; raising more before the evidence exists would cost the founder more equity than necessary.`,
    `Investors get a monthly update with the numbers in this plan set against the actual results.`,
  );
}

function riskAnalysis(context: CompositionContext): string {
  const { idea, fit, projection, position, marketPotential, market } = context;
  const quotedAdvantage = idea.competitiveAdvantage ? quote(idea.competitiveAdvantage, 25) : null;
  return paragraphs(
    `The main risks to ${idea.companyName}, each with its mitigation:`,
    [
      `Market risk: ${market.audience} may not feel the problem strongly enough to pay. ${position.evidenceGap}. Mitigation: ${position.nextFocus}, and no large build before customers confirm the need.`,
      `Competition: ${marketPotential.competition.toLowerCase()} competition, from established ${idea.industry} providers and new entrants. Mitigation: ${quotedAdvantage ? `build on its advantage, in the founder's words ${quotedAdvantage},` : 'define and protect one advantage that is hard to copy'} and stay close to a narrow customer group.`,
      `Market-specific risk: ${fit.risk}. Mitigation: watch it in the monthly review and keep enough runway to adapt.`,
      `Regulatory risk: ${fit.regulation}. Mitigation: early legal advice and privacy and security built into the product.`,
      `Financial risk: the projection assumes a customer acquisition cost of ${context.printed.customerAcquisitionCost} and churn of ${projection.monthlyChurnPct}% a month. If either is worse, the runway shortens. Mitigation: release marketing spend channel by channel and only after each channel proves its cost.`,
      `Execution risk: a small team carries everything. Mitigation: the first hires described in the Management Team section, and clear weekly priorities.`,
    ].join('\n'),
  );
}

function implementationTimeline(context: CompositionContext): string {
  const { idea, position, printed, variant } = context;
  const step = (offset: number) => position.milestones[Math.min(offset, position.milestones.length - 1)];
  const results = [
    `${step(3)}, reaching ${printed.customersAtMonth12} ${printed.counted} and ${printed.revenue[0]} of revenue in Year 1`,
    `${step(4)}, with revenue of ${printed.revenue[1]}`,
    `${step(5)}, growing revenue to ${printed.revenue[4]} by Year 5 (break-even in the financial model: ${printed.breakEven})`,
  ];
  const quarters = (labels: readonly string[]) =>
    [step(0), step(1), step(2), ...results].map((milestone, index) => `${labels[index]}: ${milestone}.`).join('\n');
  const [opening, list, closing] = framingOf(variant, [
    [
      `The timeline starts from where ${idea.companyName} stands today: ${position.today}. Each quarter has one main milestone, reviewed at the end of the quarter against the figures in this plan.`,
      quarters(['Months 1-3', 'Months 4-6', 'Months 7-9', 'Months 10-12', 'Year 2', 'Years 3-5']),
      `What could move the dates: slower customer discovery, a longer sales cycle than planned, or a regulatory step taking longer than expected. Each quarter's review decides whether to hold the plan, change course or change the timeline.`,
    ],
    [
      `Today, ${position.today}. From there ${idea.companyName} plans one milestone per quarter, each the next step that is not yet taken, so nothing already done is planned again.`,
      quarters(['By the end of month 3', 'By month 6', 'By month 9', 'By month 12', 'In Year 2', 'In Years 3 to 5']),
      `Each date is a target, not a promise: a longer sales cycle, slower discovery or a regulatory step can move it. The review at the end of each quarter compares the milestone with the figures in this plan and decides whether to hold the course, change it or move the dates.`,
    ],
    [
      `The first step is ${position.nextFocus}, because today ${position.today}. Every milestone after it follows one per quarter, and each is checked against this plan's figures when its quarter ends.`,
      quarters(['Quarter 1', 'Quarter 2', 'Quarter 3', 'Quarter 4', 'Year 2', 'Years 3-5']),
      `Three things could move the dates: customers who take longer to decide, discovery that changes the product, and rules that take longer to meet than planned. The plan is reviewed every quarter and the timeline changed when the evidence says so.`,
    ],
  ]);
  return paragraphs(opening, list, closing);
}
