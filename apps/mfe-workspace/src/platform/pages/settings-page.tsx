import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { serverMessage } from '@founder/api-client';
import { COMPANY_LOGO_MAX_BYTES, PLATFORM_ROUTES, roleMay, type Company } from '@founder/contracts';
import { showToast } from '@founder/ui';
import { CompanyFacts } from '../components/company-facts';
import { CompanyField, LogoInput } from '../components/company-fields';
import { currentIdeaId } from '../../shared/company-storage';
import { usePlatformCompany } from '../hooks/platform-company';
import { useDeleteCompany, useUpdateCompany, useUploadLogo } from '../hooks/use-company';
import { companyInputOf, ONBOARDING_STEPS, stepComplete, type OnboardingValues } from '../rules/onboarding';

const FIELDS = ONBOARDING_STEPS.flatMap((step) => step.required);
const failed = (error: unknown) => showToast({ title: 'Save failed', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });
const saved = () => showToast({ title: 'Company saved', description: 'Your changes have been saved.' });

function valuesOf(company: Company): OnboardingValues {
  return Object.fromEntries(FIELDS.map((field) => [field, company[field]])) as unknown as OnboardingValues;
}

export default function SettingsPage() {
  const company = usePlatformCompany();
  if (!roleMay(company.role, 'edit')) {
    return (
      <Stack gap="lg" maw={640}>
        <Text size="sm" c="dimmed">
          The owner and editors change the company's settings.
        </Text>
        <CompanyFacts company={company} />
      </Stack>
    );
  }
  return <CompanySettings company={company} />;
}

/** The company's fields, logo and linked idea, for the owner and editors. */
function CompanySettings({ company }: { company: Company }) {
  const [values, setValues] = useState(() => valuesOf(company));
  const [logo, setLogo] = useState<File | null>(null);
  const update = useUpdateCompany(company.id);
  const upload = useUploadLogo(company.id);
  const filled = ONBOARDING_STEPS.every((_step, index) => stepComplete(index, values));
  const ideaId = currentIdeaId();
  const { companyData: _kept, ...changes } = companyInputOf(values, null);

  return (
    <Stack gap="lg" maw={640}>
      <Paper withBorder p="md" component="form" onSubmit={(event) => { event.preventDefault(); update.mutate(changes, { onSuccess: saved, onError: failed }); }}>
        <Stack>
          {FIELDS.map((field) => (
            <CompanyField key={field} field={field} values={values} onChange={(name, value) => setValues((current) => ({ ...current, [name]: value }))} />
          ))}
          <Button type="submit" disabled={!filled || update.isPending} w="fit-content">
            Save changes
          </Button>
        </Stack>
      </Paper>
      <Paper withBorder p="md">
        <Stack>
          <LogoInput onChange={setLogo} />
          <Button
            disabled={!logo || logo.size > COMPANY_LOGO_MAX_BYTES || upload.isPending}
            onClick={() => logo && upload.mutate(logo, { onSuccess: saved, onError: failed })}
            w="fit-content"
          >
            Upload logo
          </Button>
        </Stack>
      </Paper>
      <Paper withBorder p="md">
        <Group justify="space-between" wrap="wrap">
          <Text size="sm">
            {company.companyData.ideaId ? `Linked idea: #${company.companyData.ideaId}` : 'No idea linked: the AI tools write from the company alone.'}
          </Text>
          <Button
            variant="light"
            disabled={ideaId === null || ideaId === company.companyData.ideaId || update.isPending}
            onClick={() => update.mutate({ companyData: { ...company.companyData, ideaId } }, { onSuccess: saved, onError: failed })}
          >
            Link the idea I am working on
          </Button>
        </Group>
      </Paper>
      {roleMay(company.role, 'manage') ? <DeleteCompany company={company} /> : null}
    </Stack>
  );
}

/** The owner's: the company and everything in it go, once its name is typed; its ideas stay the owner's. */
function DeleteCompany({ company }: { company: Company }) {
  const [typed, setTyped] = useState('');
  const remove = useDeleteCompany(company.id);
  const navigate = useNavigate();
  return (
    <Paper withBorder p="md" style={{ borderColor: 'var(--mantine-color-red-4)' }}>
      <Stack gap="sm">
        <Title order={3} fz="md">
          Delete company
        </Title>
        <Text size="sm">
          Deletes {company.companyName} for everyone in its team: its members and invitations, data room and files, website, investor pipeline, progress and activity. Its ideas and their documents stay
          yours, as personal ideas. This cannot be undone.
        </Text>
        <TextInput label={`Type ${company.companyName} to confirm`} value={typed} onChange={(event) => setTyped(event.currentTarget.value)} maw={360} />
        <Button
          color="red"
          w="fit-content"
          disabled={typed !== company.companyName}
          loading={remove.isPending}
          onClick={() =>
            remove.mutate(undefined, {
              onSuccess: () => {
                showToast({ title: 'Company deleted', description: `${company.companyName} and its workspace are gone.` });
                navigate(PLATFORM_ROUTES.root);
              },
              onError: failed,
            })
          }
        >
          Delete company
        </Button>
      </Stack>
    </Paper>
  );
}
