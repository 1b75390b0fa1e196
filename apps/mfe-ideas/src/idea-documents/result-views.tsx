import { Paper, Table, Tabs, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { IconName } from '@founder/ui';
import { ViewTabList } from './view-tab-list';

export interface ResultTab {
  value: string;
  label: string;
  icon: IconName;
  panel: ReactNode;
}

/** A generated document's result views (a model's or a research's), as tabs, the first one open. */
export function ResultTabs({ tabs }: { tabs: readonly ResultTab[] }) {
  const [tab, setTab] = useState<string | null>(tabs[0].value);
  // keepMounted off: only the open tab's panel is drawn, so a hidden tab's code (the model's charts) loads when it opens.
  return (
    <Tabs value={tab} onChange={setTab} variant="outline" radius="md" keepMounted={false}>
      <ViewTabList tabs={tabs} />
      {tabs.map(({ value, panel }) => (
        <Tabs.Panel key={value} value={value} pt="lg">
          {panel}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

/** One headline figure: its label, the figure (with a test id), and a line under it. */
export function FigureCard({ label, figure, note, testId }: { label: string; figure: ReactNode; note: ReactNode; testId: string }) {
  return (
    <Paper withBorder radius="lg" p="md" aria-label={label}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      {/* Smaller on a phone, so 'KES 169.5M' stays on one line in a half-width card. */}
      <Text fz={{ base: 20, sm: 26 }} fw={800} data-testid={testId}>
        {figure}
      </Text>
      <Text size="xs" c="dimmed">
        {note}
      </Text>
    </Paper>
  );
}

export interface FigureRow {
  key: string;
  cells: readonly ReactNode[];
  /** The first cell in bold (a total). */
  total?: boolean;
}

/** A striped table of figures that scrolls sideways below its minimum width. */
export function FigureTable({ label, minWidth, headers, rows }: { label: string; minWidth: number; headers: readonly string[]; rows: readonly FigureRow[] }) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {headers.map((header) => (
              <Table.Th key={header}>{header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              {row.cells.map((cell, index) => (
                <Table.Td key={headers[index]} fw={index === 0 && row.total ? 700 : undefined}>
                  {cell}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
