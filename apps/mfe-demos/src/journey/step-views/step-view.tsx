import { memo } from 'react';
import type { JourneyStep, JourneyStepStatus } from '@founder/demo-engine';
import { AnalysisView } from './analysis-view';
import { BusinessPlanView } from './business-plan-view';
import { EnhancementView } from './enhancement-view';
import { FinancialView } from './financial-view';
import { PitchDeckView } from './pitch-deck-view';
import { StepIdle, StepLoading } from './step-states';
import { SubmissionView } from './submission-view';

interface StepViewProps {
  step: JourneyStep;
  status: JourneyStepStatus;
  /** The step's percent, rounded: the clock's ticks in between change nothing here. */
  wholeProgress: number;
  reducedMotion: boolean;
  onFullScreen: () => void;
}

/** The open step's pipeline view: loading, idle, or its completed content. Memoized on plain values (the clock ticks every 100 ms). */
export const StepView = memo(function StepView({ step, status, wholeProgress, reducedMotion, onFullScreen }: StepViewProps) {
  if (status === 'loading') {
    return <StepLoading title={step.content.loadingTitle} text={step.content.loadingText} progress={wholeProgress} reducedMotion={reducedMotion} />;
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
});
