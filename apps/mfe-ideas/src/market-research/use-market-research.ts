import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@founder/api-client';
import { MARKET_RESEARCH_PATHS, type MarketResearch, type MarketResearchRequest, type StartupIdea } from '@founder/contracts';
import { useUpdateCachedIdea } from '../current-idea/idea-queries';

/** Spec section 7's body, from the idea. */
export function researchRequestOf(idea: StartupIdea): MarketResearchRequest {
  return { industry: idea.industry, description: idea.description, targetMarket: idea.targetMarket, problemStatement: idea.problemStatement };
}

/** Writes the research on the server; the page keeps it on the cached idea once the stages have run. */
export function useGenerateResearch(idea: StartupIdea) {
  const updateIdea = useUpdateCachedIdea(idea.id);
  const mutation = useMutation({
    mutationFn: () => apiRequest<MarketResearch>('POST', MARKET_RESEARCH_PATHS.generate(idea.id), researchRequestOf(idea)),
  });
  return { mutation, keep: (research: MarketResearch) => updateIdea((current) => ({ ...current, marketResearch: research })) };
}
