import { PLAN_SECTION_IDS } from '@founder/contracts';
import { composePlanSection } from './business-plan-composer';
import { compositionContext } from './composition-context';
import { composePitchSlide } from './pitch-deck-composer';
import { analyzeIdea } from './analyze-idea';
import { composeMarketResearch } from './market-research-composer';
import { computeFinancialModel } from './financial-model';
import { defaultFinancialInputs } from './financial-model-defaults';
const BASE = {
  name: 'Dana Ruiz', ideaTitle: 'ShelfSense',
  description: 'ShelfSense helps independent grocers in the US cut waste. It predicts what will sell out.',
  industry: 'AI/ML', stage: 'MVP Development', targetMarket: 'SMB (Small-Medium Business)',
  problemStatement: 'Independent grocers throw away fresh produce every week because nobody has time to check the shelves.',
  solutionApproach: 'A SaaS subscription at $149 per store per month that sends the store manager a prioritized restock list on their phone every morning.',
  competitiveAdvantage: 'Works with the point-of-sale systems small stores already use.',
  revenueModel: 'SaaS subscription',
};
it('dbg', () => {
  const idea = JSON.parse(process.env.IDEA ?? 'null') ?? BASE;
  const withModel = process.env.MODEL ? { ...idea, financialModel: computeFinancialModel(defaultFinancialInputs(idea), { industry: idea.industry, stage: idea.stage }) } : idea;
  const c = compositionContext(withModel);
  const out = [
    ...PLAN_SECTION_IDS.map((id) => `## ${id}\n${composePlanSection(c, id)}`),
    ...['title','problem','solution','market','business-model','traction','team','financial','funding','closing'].map((id) => { const s = composePitchSlide(c, id as never); return `## slide ${id}\n${s.content}\n-- notes: ${s.notes}`; }),
    `## analysis\n${JSON.stringify(analyzeIdea(idea), null, 1)}`,
    `## research\n${JSON.stringify(composeMarketResearch(withModel), null, 1)}`,
    `## defaults\n${JSON.stringify(defaultFinancialInputs(idea))}`,
  ].join('\n\n');
  require('fs').writeFileSync(process.env.OUT ?? '/tmp/h14/plan.txt', out);
});
