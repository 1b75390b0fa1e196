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

/** A tab's value for Mantine, which makes the tab's and panel's element ids of it: no spaces, so aria-controls names one id. */
const valueOf = (label: string) => label.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** A step of the workspace: what it is for, its progress, and its tabs (the open tab, by its label, is in the URL, so a reload keeps it). */
export function StepPage({ description, progress, tabs }: StepPageProps) {
  const [params, setParams] = useSearchParams();
  const open = (tabs.find((tab) => tab.label === params.get('tab')) ?? tabs[0]).label;
  const choose = (value: string | null) => {
    const chosen = tabs.find((tab) => valueOf(tab.label) === value);
    setParams(chosen ? { tab: chosen.label } : {}, { replace: true });
  };
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
        <Tabs value={valueOf(open)} onChange={choose} keepMounted={false}>
          <Tabs.List>
            {tabs.map((tab) => (
              <Tabs.Tab key={tab.label} value={valueOf(tab.label)}>
                {tab.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Panel key={tab.label} value={valueOf(tab.label)} pt="md">
              {tab.content}
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </Stack>
  );
}
