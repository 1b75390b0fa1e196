import { Progress, Stack, Tabs, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface StepTab {
  label: string;
  content: ReactNode;
}

interface StepPageProps {
  description: ReactNode;
  /** The step's progress in percent, when the step has one. */
  progress?: number;
  tabs: readonly StepTab[];
}

/** A step of the workspace: what it is for, its progress, and its tabs (the open tab is in the URL, so a reload keeps it). */
export function StepPage({ description, progress, tabs }: StepPageProps) {
  const [params, setParams] = useSearchParams();
  const open = tabs.some((tab) => tab.label === params.get('tab')) ? params.get('tab')! : tabs[0].label;
  return (
    <Stack gap="lg">
      <Text c="dimmed">{description}</Text>
      {progress === undefined ? null : (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            Step progress: {progress}%
          </Text>
          <Progress value={progress} aria-label="Step progress" />
        </Stack>
      )}
      {tabs.length === 1 ? (
        tabs[0].content
      ) : (
        <Tabs value={open} onChange={(value) => setParams(value ? { tab: value } : {}, { replace: true })} keepMounted={false}>
          <Tabs.List>
            {tabs.map((tab) => (
              <Tabs.Tab key={tab.label} value={tab.label}>
                {tab.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Panel key={tab.label} value={tab.label} pt="md">
              {tab.content}
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </Stack>
  );
}
