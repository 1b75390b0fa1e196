import { Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { DATA_ROOM_DOCUMENT_TYPES, documentsByCategory, filterDataRoomDocuments, type CompanyRole, type DataRoomDocument, type DataRoomDocumentType } from '@founder/contracts';
import { DocumentCard } from './document-card';

const TYPE_FILTER = [{ value: 'all', label: 'All types' }, ...DATA_ROOM_DOCUMENT_TYPES.map((type) => ({ value: type, label: type }))];

/** By Category: search by name and category, filter by type, documents grouped by category. */
export function DocumentsByCategory({ documents, role }: { documents: DataRoomDocument[]; role: CompanyRole }) {
  const [search, setSearch] = useState('');
  const [type, setType] = useState<DataRoomDocumentType | 'all'>('all');
  const groups = documentsByCategory(filterDataRoomDocuments(documents, search, type));
  return (
    <Stack>
      <Group wrap="wrap" gap="xs" align="end">
        <TextInput label="Search documents" placeholder="Name or category" value={search} onChange={(event) => setSearch(event.currentTarget.value)} style={{ flex: '1 1 220px' }} />
        <Select label="Type" data={TYPE_FILTER} value={type} allowDeselect={false} onChange={(value) => value && setType(value as DataRoomDocumentType | 'all')} w={160} />
      </Group>
      {groups.length === 0 ? <Text c="dimmed">No documents match.</Text> : null}
      {groups.map(([category, list]) => (
        <Stack key={category} gap="xs">
          <Title order={4}>
            {category} ({list.length})
          </Title>
          {list.map((document) => (
            <DocumentCard key={document.id} document={document} role={role} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
