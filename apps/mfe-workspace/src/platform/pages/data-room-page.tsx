import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { businessModule, BUSINESS_MODULE_IDS, workspaceTool, PLATFORM_ROUTES, type BusinessModuleId, type WorkKind, type WorkspaceToolId } from '@founder/contracts';
import { StepPage } from '../components/step-page';
import { usePlatformCompany } from '../hooks/platform-company';

function sourceOf(kind: WorkKind): string {
  return (BUSINESS_MODULE_IDS as readonly string[]).includes(kind) ? `${businessModule(kind as BusinessModuleId).name} module` : workspaceTool(kind as WorkspaceToolId).name;
}

export default function DataRoomPage() {
  const company = usePlatformCompany();
  const pieces = Object.entries(company.workflowProgress.work) as Array<[WorkKind, NonNullable<(typeof company.workflowProgress.work)[WorkKind]>]>;
  return (
    <StepPage
      description="The documents investors and partners ask for, in one place. Document upload and access management are being built; these are the documents the workspace has written for you so far."
      tabs={[
        {
          label: 'Document Overview',
          content: (
            <Stack gap="xs">
              <Text fw={600}>{pieces.length} documents</Text>
              {pieces.length === 0 ? (
                <Text size="sm" c="dimmed">
                  None yet: run the AI tools of the steps, starting with{' '}
                  <Anchor component={Link} to={`${PLATFORM_ROUTES.companySetup}?tab=AI+Tools`}>
                    Company Setup
                  </Anchor>
                  .
                </Text>
              ) : null}
              {pieces.map(([kind, piece]) => (
                <Paper key={kind} withBorder p="sm">
                  <Group justify="space-between" wrap="wrap">
                    <Stack gap={0}>
                      <Text fw={500}>{piece.title}</Text>
                      <Text size="xs" c="dimmed">
                        {sourceOf(kind)} · {new Date(piece.generatedAt).toLocaleDateString()}
                      </Text>
                    </Stack>
                  </Group>
                </Paper>
              ))}
            </Stack>
          ),
        },
      ]}
    />
  );
}
