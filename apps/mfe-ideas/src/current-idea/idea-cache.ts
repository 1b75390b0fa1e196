import {
  PITCH_SLIDE_IDS,
  PLAN_SECTION_IDS,
  type BusinessPlanContent,
  type PitchDeckContent,
  type PitchSlideResult,
  type PlanSectionResult,
  type StartupIdea,
} from '@founder/contracts';
import { allGenerated } from '../business-plan/plan-sections';

/**
 * How an answer of the idea tools changes the cached idea, so the page shows it at once (the same
 * state a reload reads from the server).
 */
export function withGeneratedPlan(idea: StartupIdea, plan: BusinessPlanContent): StartupIdea {
  return { ...idea, businessPlan: plan, businessPlanStatus: allGenerated(PLAN_SECTION_IDS) };
}

export function withPlanSection(idea: StartupIdea, section: PlanSectionResult): StartupIdea {
  return {
    ...idea,
    businessPlan: { ...(idea.businessPlan ?? ({} as BusinessPlanContent)), [section.id]: section.content },
    businessPlanStatus: { ...idea.businessPlanStatus, [section.id]: section.status },
  };
}

export function withGeneratedDeck(idea: StartupIdea, deck: PitchDeckContent): StartupIdea {
  return { ...idea, pitchDeck: deck, pitchDeckStatus: allGenerated(PITCH_SLIDE_IDS) };
}

export function withPitchSlide(idea: StartupIdea, slide: PitchSlideResult): StartupIdea {
  return {
    ...idea,
    pitchDeck: { ...(idea.pitchDeck ?? ({} as PitchDeckContent)), [slide.id]: { content: slide.content, notes: slide.notes } },
    pitchDeckStatus: { ...idea.pitchDeckStatus, [slide.id]: slide.status },
  };
}
