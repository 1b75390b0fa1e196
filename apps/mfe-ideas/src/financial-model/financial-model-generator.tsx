import { Alert, Button, Group, Paper, Progress, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { serverMessage } from '@founder/api-client';
import { FINANCIAL_MODEL_PATHS, type StartupIdea } from '@founder/contracts';
import { Icon } from '@founder/ui';
import { useState } from 'react';
import { ShareControl } from '../sharing/share-control';
import { DownloadButton } from '../shared/download-button';
import { fileSlug } from '../shared/file-download';
import { AssumptionsForm } from './assumptions-form';
import { canGenerateModel, formOf, requestOf, type ModelForm } from './model-form';
import { ModelResults } from './model-results';
import { useGenerateModel, useModelDefaults } from './use-financial-model';

/** Spec section 9: the generating screen shows a fixed 75% bar. */
export const MODEL_GENERATING_PERCENT = 75;

/** The 'Financial Modeling' tab: the assumptions, then the stored model with its scenarios, tabs, exports and share link. */
export function FinancialModelGenerator({ idea }: { idea: StartupIdea }) {
  const model = idea.financialModel;
  const editable = !idea.isDemo;
  const defaults = useModelDefaults(idea);
  const generate = useGenerateModel(idea);
  const [edited, setEdited] = useState<ModelForm | null>(null);
  const [showAssumptions, setShowAssumptions] = useState(false);
  const form = edited ?? (model ? formOf(model.inputs) : defaults.data ? formOf(defaults.data) : null);

  if (generate.isPending) return <ModelGenerating />;

  const slug = fileSlug(idea.ideaTitle);
  return (
    <Stack gap="xl">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Group justify="space-between" align="center" gap="lg" wrap="wrap">
          <Stack gap={4} style={{ flex: 1, minWidth: 240 }}>
            <Title order={2} fz="xl">
              Financial Model
            </Title>
            <Text size="sm" c="dimmed">
              5-year projection, month by month · base, best and worst scenarios
            </Text>
          </Stack>
          {model && editable ? (
            <Button variant="light" leftSection={<Icon name="edit" size={16} />} onClick={() => setShowAssumptions((shown) => !shown)}>
              {showAssumptions ? 'Hide assumptions' : 'Edit assumptions'}
            </Button>
          ) : null}
        </Group>
        {model ? (
          <Group gap="sm" mt="lg" pt="lg" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
            <DownloadButton path={FINANCIAL_MODEL_PATHS.csv(idea.id)} fileName={`${slug}-financial-model.csv`} label="Export CSV" />
            <DownloadButton path={FINANCIAL_MODEL_PATHS.xlsx(idea.id)} fileName={`${slug}-financial-model.xlsx`} label="Export XLSX" />
            {editable ? <ShareControl ideaId={idea.id} kind="financial-model" /> : null}
          </Group>
        ) : null}
      </Paper>

      {!editable && !model ? (
        <Alert color="gray" radius="md">
          The demo idea is read-only: submit your own idea to build a financial model.
        </Alert>
      ) : null}

      {editable && (!model || showAssumptions) ? (
        form ? (
          <AssumptionsForm
            form={form}
            onChange={setEdited}
            generated={model !== null}
            canGenerate={canGenerateModel(form, generate.isPending)}
            onGenerate={() => generate.mutate(requestOf(form, idea), { onSuccess: () => setShowAssumptions(false) })}
          />
        ) : defaults.isError ? (
          <Alert color="red" radius="md" title="The starting assumptions could not be loaded">
            {serverMessage(defaults.error) ?? 'Please try again.'}
          </Alert>
        ) : (
          <Skeleton height={420} radius="lg" />
        )
      ) : null}

      {model ? <ModelResults model={model} /> : null}
    </Stack>
  );
}

function ModelGenerating() {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} aria-live="polite" aria-busy="true">
      <Stack gap="lg">
        <Group gap="md" wrap="nowrap">
          <ThemeIcon size={48} radius="xl" variant="light">
            <Icon name="chart" size={24} />
          </ThemeIcon>
          <Stack gap={2}>
            <Title order={2} fz="xl">
              Generating your financial model
            </Title>
            <Text c="dimmed" size="sm">
              Projecting 60 months of customers, revenue, costs and cash in three scenarios...
            </Text>
          </Stack>
        </Group>
        <Progress value={MODEL_GENERATING_PERCENT} aria-label="Financial model progress" size="lg" radius="xl" striped animated />
      </Stack>
    </Paper>
  );
}
