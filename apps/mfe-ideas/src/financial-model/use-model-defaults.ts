import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@founder/api-client';
import { FINANCIAL_MODEL_PATHS, type FinancialModelInput, type StartupIdea } from '@founder/contracts';

/** The idea's default assumptions (the reference figures the plan and deck use); asked for only until a model exists. */
export function useModelDefaults(idea: StartupIdea) {
  const path = FINANCIAL_MODEL_PATHS.defaults(idea.id);
  return useQuery({
    queryKey: [path],
    queryFn: ({ signal }) => apiFetch<FinancialModelInput>(path, { signal }),
    enabled: idea.financialModel === null,
  });
}
