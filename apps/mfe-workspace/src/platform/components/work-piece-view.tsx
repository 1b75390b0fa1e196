import { Stack, Table, Text, Title } from '@mantine/core';
import type { WorkPiece } from '@founder/contracts';
import { momentLabel } from '@founder/ui';

/** A piece of work an AI tool wrote: its sections, and the channel table of a channel plan. */
export function WorkPieceView({ piece }: { piece: WorkPiece }) {
  return (
    <Stack gap="sm" data-testid="work-piece">
      <Title order={4}>{piece.title}</Title>
      <Text size="sm">{piece.summary}</Text>
      {piece.sections.map((section) => (
        <Stack key={section.heading} gap={4}>
          <Text fw={600} size="sm">
            {section.heading}
          </Text>
          <ul style={{ margin: 0, paddingLeft: 20 }}>
            {section.lines.map((line) => (
              <li key={line}>
                <Text size="sm">{line}</Text>
              </li>
            ))}
          </ul>
        </Stack>
      ))}
      {piece.channels ? (
        <Table.ScrollContainer minWidth={640}>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                {['Channel', 'Cost', 'Difficulty', 'Time to results', 'Best for', 'ROI', 'Status'].map((heading) => (
                  <Table.Th key={heading}>{heading}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {piece.channels.map((channel) => (
                <Table.Tr key={channel.name}>
                  <Table.Td>
                    <Text size="sm" fw={600}>{channel.name}</Text>
                    <Text size="xs" c="dimmed">{channel.description}</Text>
                  </Table.Td>
                  <Table.Td>{channel.cost}</Table.Td>
                  <Table.Td>{channel.difficulty}</Table.Td>
                  <Table.Td>{channel.timeToResults}</Table.Td>
                  <Table.Td>{channel.bestFor}</Table.Td>
                  <Table.Td>{channel.roi}</Table.Td>
                  <Table.Td>{channel.status}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      <Text size="xs" c="dimmed">
        Written {momentLabel(piece.generatedAt)} from your company{"'"}s own details.
      </Text>
    </Stack>
  );
}
