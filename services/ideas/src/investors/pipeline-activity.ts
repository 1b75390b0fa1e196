import type { PipelineStage } from '@founder/contracts';
import type { ActivityInput } from '../activity/record-activity';

/** A stage change in the company's feed: the investor by name, its new stage (null: taken out of the pipeline). */
export function stageChangedActivity(actorUserId: number, investorName: string, stage: PipelineStage | null): ActivityInput {
  return { actorUserId, verb: 'stageChanged', subject: { kind: 'investor', label: investorName }, detail: stage };
}

/** The company applied to the investor. */
export function appliedActivity(actorUserId: number, investorName: string): ActivityInput {
  return { actorUserId, verb: 'applied', subject: { kind: 'investor', label: investorName } };
}
