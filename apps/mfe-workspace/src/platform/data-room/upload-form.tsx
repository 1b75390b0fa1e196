import { Button, FileInput, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import {
  DATA_ROOM_ACCEPT,
  DATA_ROOM_CONFIDENTIALITIES,
  DATA_ROOM_DOCUMENT_TYPES,
  DATA_ROOM_FIELD_LIMITS,
  DATA_ROOM_FILE_TOO_LARGE,
  DATA_ROOM_MAX_FILE_BYTES,
  type DataRoomConfidentiality,
  type DataRoomDocumentType,
} from '@founder/contracts';
import { useUploadDocument } from './use-data-room';

/** Adds a new document: the file and its metadata (status starts as draft, confidentiality confidential). */
export function UploadForm({ companyId }: { companyId: number }) {
  const upload = useUploadDocument();
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [type, setType] = useState<DataRoomDocumentType>('business');
  const [category, setCategory] = useState('');
  const [confidentiality, setConfidentiality] = useState<DataRoomConfidentiality>('confidential');
  const tooLarge = file !== null && file.size > DATA_ROOM_MAX_FILE_BYTES;

  const submit = () => {
    if (!file || tooLarge) return;
    upload.mutate(
      { fields: { companyId, name: name.trim() || undefined, type, category: category.trim() || undefined, confidentiality }, file },
      {
        onSuccess: () => {
          setFile(null);
          setName('');
          setCategory('');
        },
      },
    );
  };

  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        <Text fw={600}>Upload a document</Text>
        <Text size="xs" c="dimmed">
          PDF, Word, Excel, PowerPoint or an image, up to 25 MB.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <FileInput label="File" placeholder="Choose a file" accept={DATA_ROOM_ACCEPT} value={file} onChange={setFile} error={tooLarge ? DATA_ROOM_FILE_TOO_LARGE : undefined} clearable />
          <TextInput label="Name" placeholder="The file's name" value={name} maxLength={DATA_ROOM_FIELD_LIMITS.name.max} onChange={(event) => setName(event.currentTarget.value)} />
          <Select label="Type" data={[...DATA_ROOM_DOCUMENT_TYPES]} value={type} allowDeselect={false} onChange={(value) => value && setType(value as DataRoomDocumentType)} />
          <TextInput label="Category" placeholder="General" value={category} maxLength={DATA_ROOM_FIELD_LIMITS.category.max} onChange={(event) => setCategory(event.currentTarget.value)} />
          <Select
            label="Confidentiality"
            data={[...DATA_ROOM_CONFIDENTIALITIES]}
            value={confidentiality}
            allowDeselect={false}
            onChange={(value) => value && setConfidentiality(value as DataRoomConfidentiality)}
          />
        </SimpleGrid>
        <Group>
          <Button onClick={submit} disabled={!file || tooLarge} loading={upload.isPending}>
            Upload
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
