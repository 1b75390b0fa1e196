import { Badge, Group } from '@mantine/core';
import { DATA_ROOM_STATUS_COLORS, type DataRoomDocument } from '@founder/contracts';

/** Status in its colour (complete green, draft yellow, review blue, missing red), type and confidentiality. */
export function DocumentBadges({ document }: { document: Pick<DataRoomDocument, 'status' | 'type'> & Partial<Pick<DataRoomDocument, 'confidentiality'>> }) {
  return (
    <Group gap={4} wrap="wrap">
      <Badge color={DATA_ROOM_STATUS_COLORS[document.status]} variant="light" data-status={document.status}>
        {document.status}
      </Badge>
      <Badge color="gray" variant="outline">
        {document.type}
      </Badge>
      {document.confidentiality ? (
        <Badge color={document.confidentiality === 'restricted' ? 'red' : 'gray'} variant="dot">
          {document.confidentiality}
        </Badge>
      ) : null}
    </Group>
  );
}
