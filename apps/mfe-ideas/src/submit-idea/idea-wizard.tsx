import { Badge, Box, Button, Container, Group, Paper, Progress, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiRequest, rememberSelectedIdea, useCurrentUser } from '@founder/api-client';
import { IDEA_INDUSTRIES, IDEA_PATHS, IDEA_STAGES, TARGET_MARKETS, wordCount, type StartupIdea, type StartupIdeaInput } from '@founder/contracts';
import { showToast, Icon } from '@founder/ui';
import { storeCurrentIdea } from '../current-idea/current-idea-storage';
import { countryOptions, CURRENCY_OPTIONS, DETECT_FROM_DESCRIPTION } from '../shared/locale-options';
import {
  companyNamePlaceholder,
  EMPTY_IDEA_DRAFT,
  fieldError,
  isStepComplete,
  LAST_WIZARD_STEP,
  prefillFromSession,
  stepBadge,
  stepErrors,
  submission,
  wizardProgress,
  WIZARD_STEPS,
  type IdeaDraft,
  type IdeaField,
} from './idea-draft';
import { IDEA_SUBMITTED_TOAST, SUBMIT_REDIRECT_DELAY_MS, SUBMIT_REDIRECT_PATH, submitFailureToast } from './submit-outcome';
import { WizardField, type FieldChoices } from './wizard-field';

const CHOICES: Partial<Record<IdeaField, FieldChoices>> = {
  industry: { options: IDEA_INDUSTRIES },
  stage: { options: IDEA_STAGES },
  targetMarket: { options: TARGET_MARKETS },
  // Not chosen, the service reads them from the founder's text (the price's currency, the country named).
  currency: { options: CURRENCY_OPTIONS, noChoice: DETECT_FROM_DESCRIPTION },
  get country() {
    return { options: countryOptions(), noChoice: DETECT_FROM_DESCRIPTION };
  },
};

/** The 4-step idea form: Next only when the step is complete, bounds checked inline, then POST and the dashboard. */
export function IdeaWizard() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [step, setStep] = useState(0);
  const [draft, setDraft] = useState<IdeaDraft>(EMPTY_IDEA_DRAFT);
  // Fields whose message may show: left once, or part of a step the founder tried to leave.
  const [visited, setVisited] = useState<ReadonlySet<IdeaField>>(new Set());
  const { user } = useCurrentUser();
  useEffect(() => setDraft((previous) => prefillFromSession(previous, user)), [user]);

  const submit = useMutation({
    mutationFn: (idea: StartupIdeaInput) => apiRequest<StartupIdea>('POST', IDEA_PATHS.submit, idea),
    onSuccess: (idea) => {
      storeCurrentIdea({ id: idea.id, email: idea.email });
      rememberSelectedIdea(queryClient, idea.id);
      void queryClient.invalidateQueries({ queryKey: [IDEA_PATHS.ideasByEmail(idea.email)] });
      void queryClient.invalidateQueries({ queryKey: [IDEA_PATHS.sessionIdeas()] });
      showToast(IDEA_SUBMITTED_TOAST);
    },
    onError: (error) => showToast(submitFailureToast(error)),
  });

  const submitted = submit.isSuccess;
  useEffect(() => {
    if (!submitted) return undefined;
    const redirect = setTimeout(() => navigate(SUBMIT_REDIRECT_PATH), SUBMIT_REDIRECT_DELAY_MS);
    return () => clearTimeout(redirect);
  }, [submitted, navigate]);

  const current = WIZARD_STEPS[step];
  const fields = [...current.required, ...current.optional];
  const complete = isStepComplete(step, draft);
  const progress = wizardProgress(draft);
  const busy = submit.isPending || submitted;

  // Each new step starts at its first field, for keyboard and screen reader users alike.
  const firstField = fields[0];
  useEffect(() => {
    document.getElementById(`idea-${firstField}`)?.focus();
  }, [firstField]);

  const update = (field: IdeaField, value: string) => setDraft((previous) => ({ ...previous, [field]: value }));
  const visit = (...visitedFields: IdeaField[]) => setVisited((previous) => new Set([...previous, ...visitedFields]));

  /** Leaves the step only when its fields are within bounds; otherwise shows why and focuses the first problem. */
  const proceed = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!complete || busy) return;
    const errors = stepErrors(step, draft);
    const firstProblem = fields.find((field) => errors[field]);
    if (firstProblem) {
      visit(...fields);
      document.getElementById(`idea-${firstProblem}`)?.focus();
      return;
    }
    if (step < LAST_WIZARD_STEP) {
      setStep(step + 1);
    } else {
      submit.mutate(submission(draft));
    }
  };

  return (
    <Container component="main" size="sm" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Submit Your Idea</Title>
          <Text c="dimmed">Four short steps. Your AI analysis is ready as soon as you submit.</Text>
        </Stack>

        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="sm">
          <form onSubmit={proceed} noValidate aria-labelledby="wizard-step-title">
            <Stack gap="lg">
              <Stack gap="xs">
                <Group justify="space-between" align="center">
                  <Title order={2} fz="xl" id="wizard-step-title">
                    {current.title}
                  </Title>
                  <Badge size="lg" variant="light">
                    {stepBadge(step)}
                  </Badge>
                </Group>
                <Progress value={progress} aria-label="Form progress" size="md" radius="xl" />
                <Group justify="space-between">
                  <StepTrail step={step} />
                  <Text size="xs" c="dimmed">
                    {progress}% complete
                  </Text>
                </Group>
              </Stack>

              {fields.map((field) => {
                const value = draft[field];
                const error = visited.has(field) ? fieldError(field, value) : null;
                return (
                  <WizardField
                    key={field}
                    field={field}
                    value={value}
                    error={error}
                    required={current.required.includes(field)}
                    choices={CHOICES[field]}
                    description={field === 'description' ? <DescriptionHint text={value} /> : undefined}
                    placeholder={field === 'companyName' ? companyNamePlaceholder(draft.ideaTitle) : undefined}
                    onChange={(next) => update(field, next)}
                    onBlur={() => visit(field)}
                  />
                );
              })}

              <Group justify="space-between" pt="sm">
                <Button type="button" variant="default" leftSection={<Icon name="arrowLeft" size={16} />} disabled={step === 0 || busy} onClick={() => setStep(step - 1)}>
                  Previous
                </Button>
                {step < LAST_WIZARD_STEP ? (
                  <Button type="submit" rightSection={<Icon name="arrowRight" size={16} />} disabled={!complete}>
                    Next Step
                  </Button>
                ) : (
                  <Button type="submit" leftSection={<Icon name="sparkles" size={16} />} disabled={!complete || busy}>
                    {busy ? 'Analyzing...' : 'Submit for AI Analysis'}
                  </Button>
                )}
              </Group>
            </Stack>
          </form>
        </Paper>
      </Stack>
    </Container>
  );
}

/** The four step names, the current one emphasised. */
function StepTrail({ step }: { step: number }) {
  return (
    <Group gap={6} component="ol" aria-label="Steps" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {WIZARD_STEPS.map((item, index) => (
        <Box
          key={item.title}
          component="li"
          aria-current={index === step ? 'step' : undefined}
          title={item.title}
          style={{
            width: 28,
            height: 6,
            borderRadius: 3,
            background: index <= step ? 'var(--mantine-color-indigo-6)' : 'var(--mantine-color-gray-3)',
          }}
        >
          <VisuallyHidden>{item.title}</VisuallyHidden>
        </Box>
      ))}
    </Group>
  );
}

function DescriptionHint({ text }: { text: string }) {
  return (
    <>
      Aim for 100-500 words <Text span c="dimmed" size="xs">· {wordCount(text)} words</Text>
    </>
  );
}
