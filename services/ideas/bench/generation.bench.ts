// Times the built-in composer: a whole business plan (12 sections) and a whole pitch deck
// (10 slides), 20 runs each, as the generate endpoints do it (figures computed, every part written);
// then the financial model (defaults from the idea, 60 months x 3 scenarios) and the market research.
// Run: npx nx run ideas:bench   (or SWC_NODE_PROJECT=tsconfig.base.json node -r @swc-node/register services/ideas/bench/generation.bench.ts)
import { PITCH_SLIDE_IDS, PLAN_SECTION_IDS } from '@founder/contracts';
import { compositionContext } from '../src/domain/composition-context';
import { BUSINESS_PLAN_DOCUMENT } from '../src/business-plan/business-plan.kind';
import { PITCH_DECK_DOCUMENT } from '../src/pitch-deck/pitch-deck.kind';
import { type GeneratedDocument } from '../src/idea-documents/generated-document';
import { computeFinancialModel } from '../src/domain/financial-model';
import { defaultFinancialInputs } from '../src/domain/financial-model-defaults';
import { composeMarketResearch } from '../src/market-research/market-research-composer';
import { DEMO_IDEA } from '../src/ideas/demo-idea';

const RUNS = 20;

function timeRuns<Id extends string, Part>(document: GeneratedDocument<Id, Part>, ids: readonly Id[]): number[] {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    // A different idea each run, so nothing is answered from a cache.
    const idea = { ...DEMO_IDEA, ideaTitle: `${DEMO_IDEA.ideaTitle} ${run}` };
    const started = process.hrtime.bigint();
    const context = compositionContext(idea);
    for (const id of ids) document.compose(context, id);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return times;
}

function timeSync(work: (idea: typeof DEMO_IDEA) => unknown): number[] {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const idea = { ...DEMO_IDEA, ideaTitle: `${DEMO_IDEA.ideaTitle} ${run}` };
    const started = process.hrtime.bigint();
    work(idea);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return times;
}

function summary(name: string, times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const median = (sorted[RUNS / 2 - 1] + sorted[RUNS / 2]) / 2;
  return `${name}: median ${median.toFixed(3)} ms over ${RUNS} runs (min ${sorted[0].toFixed(3)} ms, max ${sorted[RUNS - 1].toFixed(3)} ms)`;
}

async function main(): Promise<void> {
  console.log(summary('whole business plan (12 sections)', timeRuns(BUSINESS_PLAN_DOCUMENT, PLAN_SECTION_IDS)));
  console.log(summary('whole pitch deck (10 slides)', timeRuns(PITCH_DECK_DOCUMENT, PITCH_SLIDE_IDS)));
  console.log(
    summary(
      'financial model (defaults + 60 months x 3 scenarios)',
      timeSync((idea) => computeFinancialModel(defaultFinancialInputs(idea), { industry: idea.industry, stage: idea.stage })),
    ),
  );
  console.log(summary('market research (built-in)', timeSync((idea) => composeMarketResearch(idea))));
}

void main();
