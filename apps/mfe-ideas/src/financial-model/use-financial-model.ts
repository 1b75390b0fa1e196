import { useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch, apiRequest } from '@founder/api-client';
import { FINANCIAL_MODEL_PATHS, type FinancialModel, type FinancialModelInput, type FinancialModelRequest, type StartupIdea } from '@founder/contracts';
import { showToast } from '@founder/ui';
import { useUpdateCachedIdea } from '../current-idea/idea-queries';
import { MODEL_GENERATED_TOAST, modelFailureToast } from './model-toasts';

/** The idea's default assumptions (the same reference figures the plan and deck use); asked for only until a model exists. */
export function useModelDefaults(idea: StartupIdea) {
  const path = FINANCIAL_MODEL_PATHS.defaults(idea.id);
  return useQuery({
    queryKey: [path],
    queryFn: ({ signal }) => apiFetch<FinancialModelInput>(path, { signal }),
    enabled: idea.financialModel === null,
  });
}

/** Generates (or regenerates) the model on the server and keeps it on the cached idea, as a reload would show it. */
export function useGenerateModel(idea: StartupIdea) {
  const updateIdea = useUpdateCachedIdea(idea.id);
  return useMutation({
    mutationFn: (request: FinancialModelRequest) => apiRequest<FinancialModel>('POST', FINANCIAL_MODEL_PATHS.generate(idea.id), request),
    onSuccess: (model) => {
      updateIdea((current) => ({ ...current, financialModel: model }));
      showToast(MODEL_GENERATED_TOAST);
    },
    onError: (error) => showToast(modelFailureToast(error)),
  });
}
