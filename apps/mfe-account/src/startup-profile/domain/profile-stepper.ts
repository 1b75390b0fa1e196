import type { StartupProfilePhase } from '@founder/contracts';

export interface StepState {
  phase: StartupProfilePhase;
  label: string;
  /** Green once the phase has made the progress the spec names. */
  green: boolean;
  /** Shows a check mark. */
  checked: boolean;
}

/**
 * The stepper of spec section 4: step 1 is done when a vision exists; step 2 is green above 20
 * percent and checked above 80; step 3 is green above 80 and checked at 100.
 */
export function stepperSteps(vision: string, completion: number): StepState[] {
  const hasVision = vision.trim() !== '';
  return [
    { phase: 'quick-start', label: 'Quick Start', green: hasVision, checked: hasVision },
    { phase: 'guided-completion', label: 'Guided Completion', green: completion > 20, checked: completion > 80 },
    { phase: 'advanced-details', label: 'Advanced Details', green: completion > 80, checked: completion === 100 },
  ];
}
