import { Anchor, Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { DATA_ROOM_PATHS, formatFileSize, roleMay, type CompanyRole, type DataRoomDocument } from '@founder/contracts';
import { dayLabel } from '@founder/ui';
import { CommentsButton, documentCommentSource, openThreadsOf, useCommentCounts } from '@founder/ui/comments';
import { DocumentBadges } from '../../shared/document-badges';
import { RoomFileButton } from './file-button';
import { useDeleteDocument, useUpdateDocument, useUploadDocument } from './use-data-room';

const STATUS_OPTIONS = ['complete', 'draft', 'review'];

/**
 * One document with its comments and what an editor can do to it: upload (a placeholder) or replace
 * its file, download, rename, status, delete. For commenters and viewers: its facts,
 * comments and download only.
 */
export function DocumentCard({ document, role }: { document: DataRoomDocument; role: CompanyRole }) {
  const editable = roleMay(role, 'edit');
  const upload = useUploadDocument();
  const update = useUpdateDocument();
  const remove = useDeleteDocument();
  const [renaming, setRenaming] = useState<string | null>(null);
  const missing = document.status === 'missing';
  const comments = documentCommentSource(document.id, document.companyId);
  // One request for the whole room: every card reads the same counts query.
  const counts = useCommentCounts(comments.countsPath, true);
  const download = (
    <Button component="a" href={DATA_ROOM_PATHS.download(document.id)} size="xs" variant="default">
      Download
    </Button>
  );

  return (
    <Paper withBorder p="sm" aria-label={document.name}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          {renaming === null ? (
            <Text fw={600}>{document.name}</Text>
          ) : (
            <Group gap={4} wrap="wrap">
              <TextInput size="xs" aria-label="New name" value={renaming} maxLength={200} onChange={(event) => setRenaming(event.currentTarget.value)} />
              <Button size="xs" disabled={!renaming.trim()} loading={update.isPending} onClick={() => update.mutate({ id: document.id, changes: { name: renaming } }, { onSuccess: () => setRenaming(null) })}>
                Save
              </Button>
              <Button size="xs" variant="subtle" onClick={() => setRenaming(null)}>
                Cancel
              </Button>
            </Group>
          )}
          <Group gap="xs">
            <DocumentBadges document={document} />
            <CommentsButton source={comments} label={document.name} openThreads={openThreadsOf(counts.data, document.id)} testId={`document-comment-count-${document.id}`} canComment={roleMay(role, 'comment')} />
          </Group>
        </Group>
        <Text size="xs" c="dimmed">
          {document.category} · {missing ? 'No file yet' : `${formatFileSize(document.size)} · ${document.fileName}`} · Updated {dayLabel(document.lastModified)}
          {document.uploadedBy ? ` · ${document.uploadedBy}` : ''}
        </Text>
        {document.description ? <Text size="sm">{document.description}</Text> : null}
        {editable ? (
          <Group gap="xs" wrap="wrap">
            <RoomFileButton
              label={missing ? 'Upload' : 'Replace file'}
              ariaLabel={`${missing ? 'Upload' : 'Replace file of'} ${document.name}`}
              loading={upload.isPending}
              onFile={(file) => upload.mutate({ fields: { companyId: document.companyId, documentId: document.id }, file })}
            />
            {missing ? null : (
              <>
                {download}
                <Select
                  size="xs"
                  w={130}
                  aria-label={`Status of ${document.name}`}
                  data={STATUS_OPTIONS}
                  value={document.status}
                  allowDeselect={false}
                  onChange={(status) => status && update.mutate({ id: document.id, changes: { status: status as DataRoomDocument['status'] } })}
                />
              </>
            )}
            <Button size="xs" variant="subtle" onClick={() => setRenaming(document.name)}>
              Rename
            </Button>
            <Anchor
              component="button"
              size="xs"
              c="red"
              onClick={() => {
                if (window.confirm(`Delete ${document.name}?`)) remove.mutate(document.id);
              }}
            >
              Delete
            </Anchor>
          </Group>
        ) : missing ? null : (
          <Group gap="xs">{download}</Group>
        )}
      </Stack>
    </Paper>
  );
}
