import { Tabs } from '@mantine/core';
import { Icon, type IconName } from '@founder/ui';

/** The tabs of a document kind's own views (Sections and Full Document; Slide Editor and Deck Overview). */
export function ViewTabList({ tabs }: { tabs: ReadonlyArray<{ value: string; label: string; icon: IconName }> }) {
  return (
    <Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Tab key={tab.value} value={tab.value} leftSection={<Icon name={tab.icon} size={16} />}>
          {tab.label}
        </Tabs.Tab>
      ))}
    </Tabs.List>
  );
}
