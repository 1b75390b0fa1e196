import type { JourneyStepView } from '@founder/demo-engine';
import { AnalysisView } from './analysis-view';
import { BusinessPlanView } from './business-plan-view';
import { EnhancementView } from './enhancement-view';
import { FinancialView } from './financial-view';
import { PitchDeckView } from './pitch-deck-view';
import { StepIdle, StepLoading } from './step-states';
import { SubmissionView } from './submission-view';

/** The open step's pipeline view: loading, idle, or its completed content. */
export function StepView({ view, reducedMotion, onFullScreen }: { view: JourneyStepView; reducedMotion: boolean; onFullScreen: () => void }) {
  const { step, status, progress } = view;
  if (status === 'loading') {
    return <StepLoading title={step.content.loadingTitle} text={step.content.loadingText} progress={progress} reducedMotion={reducedMotion} />;
  }
  if (status === 'idle') return <StepIdle text={step.content.idleText} />;
  switch (step.id) {
    case 'submission':
      return <SubmissionView content={step.content} />;
    case 'enhancement':
      return <EnhancementView content={step.content} />;
    case 'analysis':
      return <AnalysisView content={step.content} />;
    case 'business-plan':
      return <BusinessPlanView content={step.content} />;
    case 'pitch-deck':
      return <PitchDeckView content={step.content} onFullScreen={onFullScreen} />;
    case 'financial':
      return <FinancialView content={step.content} />;
  }
}
