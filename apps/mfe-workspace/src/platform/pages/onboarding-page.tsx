import { Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { serverMessage } from '@founder/api-client';
import { COMPANY_LOGO_MAX_BYTES, PLATFORM_ROUTES } from '@founder/contracts';
import { PageShell, showToast } from '@founder/ui';
import { CompanyField, LogoInput } from '../components/company-fields';
import { currentIdeaId } from '../../shared/company-storage';
import { useCreateCompany } from '../hooks/use-company';
import { companyInputOf, EMPTY_ONBOARDING, ONBOARDING_STEPS, onboardingPercent, stepComplete, type OnboardingValues } from '../rules/onboarding';

/** The company onboarding wizard (spec section 2): four steps, then the platform opens on the modules step. */
export default function OnboardingPage() {
  const [step, setStep] = useState(0);
  const [values, setValues] = useState<OnboardingValues>(EMPTY_ONBOARDING);
  const [logo, setLogo] = useState<File | null>(null);
  const create = useCreateCompany();
  const navigate = useNavigate();
  const last = step === ONBOARDING_STEPS.length - 1;
  const complete = stepComplete(step, values);
  const logoTooLarge = logo !== null && logo.size > COMPANY_LOGO_MAX_BYTES;

  const change = (field: keyof OnboardingValues, value: string) => setValues((current) => ({ ...current, [field]: value }));
  const next = () => {
    if (!last) return setStep(step + 1);
    create.mutate(
      { input: companyInputOf(values, currentIdeaId()), logo },
      {
        onSuccess: () => navigate(PLATFORM_ROUTES.modules, { replace: true }),
        onError: (error) => showToast({ title: 'Setup failed', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' }),
      },
    );
  };

  return (
    <PageShell title="Set up your company" description="Four short steps, then your workspace opens with the business modules.">
      <Paper withBorder p="lg" radius="md" maw={640} component="form" onSubmit={(event) => { event.preventDefault(); if (complete) next(); }}>
        <Stack gap="md">
          <Group justify="space-between">
            <Text fw={600}>{ONBOARDING_STEPS[step].title}</Text>
            <Text size="sm" c="dimmed">
              Step {step + 1} of {ONBOARDING_STEPS.length}
            </Text>
          </Group>
          <Progress value={onboardingPercent(step)} aria-label="Onboarding progress" />
          {ONBOARDING_STEPS[step].required.map((field) => (
            <CompanyField key={field} field={field} values={values} onChange={change} />
          ))}
          {last ? <LogoInput onChange={setLogo} /> : null}
          {logoTooLarge ? (
            <Text size="sm" c="red">
              The logo is larger than 5MB.
            </Text>
          ) : null}
          <Group justify="space-between">
            <Button variant="default" disabled={step === 0} onClick={() => setStep(step - 1)}>
              Previous
            </Button>
            <Button type="submit" disabled={!complete || logoTooLarge || create.isPending}>
              {last ? 'Complete Setup' : 'Next'}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </PageShell>
  );
}
