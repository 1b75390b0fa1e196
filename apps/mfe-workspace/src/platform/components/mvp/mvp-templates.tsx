import { Badge, Button, Group, List, Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { cardFeatures, MVP_BUILD, MVP_PATHS, MVP_TEMPLATES, mvpBuildState, type MvpTemplate } from '@founder/contracts';
import { useDownload } from '../../hooks/use-mvp';
import { useNow } from '../../hooks/use-now';

/** What each of the 8 build stages does (ours; the spec gives only their count and length). */
const STAGES = [
  'Setting up the project',
  'Writing the landing page',
  'Building the sign-up API',
  'Adding the AI assistant',
  'Making it installable',
  'Writing the tests',
  'Writing the README',
  'Packaging the code',
] as const;

function TemplateCard({ template, children }: { template: MvpTemplate; children: ReactNode }) {
  const { shown, more } = cardFeatures(template.features);
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-label={template.name}>
      <Stack gap="xs" h="100%">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{template.name}</Text>
          {template.popular ? (
            <Badge color="orange" style={{ flexShrink: 0 }}>
              Popular
            </Badge>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed">
          {template.description}
        </Text>
        <Group gap={6}>
          <Badge variant="light">{template.type}</Badge>
          <Badge variant="light" color="grape">
            {template.complexity}
          </Badge>
        </Group>
        <Text size="sm">
          Time estimate: {template.timeEstimate} · Build time: {template.buildTime}
        </Text>
        <Text size="sm">
          {template.users} · {template.revenue}
        </Text>
        <List size="sm">
          {shown.map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
        {more ? (
          <Text size="sm" c="dimmed">
            {more}
          </Text>
        ) : null}
        <Text size="xs" c="dimmed">
          {template.techStack.join(' · ')}
        </Text>
        <div style={{ marginTop: 'auto' }}>{children}</div>
      </Stack>
    </Paper>
  );
}

/** The six templates; Build MVP runs 8 stages of 2 s (spec section 9), then offers the real starter code. */
export function MvpTemplates({ companyId }: { companyId: number }) {
  const [build, setBuild] = useState<{ templateId: string; startedAt: number } | null>(null);
  const [now, setNow] = useNow(build !== null && mvpBuildState(build.startedAt, Date.now()).phase === 'building');
  const state = mvpBuildState(build?.startedAt ?? null, now);
  const download = useDownload();
  const start = (templateId: string) => {
    const at = Date.now();
    setBuild({ templateId, startedAt: at });
    setNow(at);
  };

  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {MVP_TEMPLATES.map((template) => {
        const mine = build?.templateId === template.id;
        return (
          <TemplateCard key={template.id} template={template}>
            {mine && state.phase === 'building' ? (
              <Stack gap={4} mb="xs">
                <Text size="sm">
                  Stage {state.stage + 1} of {MVP_BUILD.stages}: {STAGES[state.stage]}
                </Text>
                <Progress value={state.progress} aria-label={`${template.name} build progress`} />
              </Stack>
            ) : null}
            {mine && state.phase === 'complete' ? (
              <Stack gap="xs">
                <Text fw={700} c="green">
                  MVP Build Complete!
                </Text>
                <Button
                  onClick={() => download.mutate({ path: MVP_PATHS.code(companyId, template.id), fileName: `${template.id}.zip` })}
                  loading={download.isPending}
                >
                  Download Code
                </Button>
              </Stack>
            ) : (
              <Button fullWidth onClick={() => start(template.id)} disabled={state.phase === 'building'}>
                {mine && state.phase === 'building' ? 'Building MVP...' : 'Build MVP'}
              </Button>
            )}
          </TemplateCard>
        );
      })}
    </SimpleGrid>
  );
}
