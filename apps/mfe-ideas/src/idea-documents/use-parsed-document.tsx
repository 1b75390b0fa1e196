import { Alert } from '@mantine/core';
import { useMemo } from 'react';
import type { IdeaDocumentKind, IdeaDocumentTypes } from '@founder/contracts';
import { parseDocument } from './document-parsing';

/** The stored document of a kind read with its part schemas: null before generation, or the problem that stops it. */
export function useParsedDocument<Kind extends IdeaDocumentKind>(kind: Kind, content: IdeaDocumentTypes[Kind]['content'] | null | undefined) {
  return useMemo(() => {
    if (content === null || content === undefined) return { content: null, problem: null };
    const parsed = parseDocument(kind, content);
    return { content: parsed.value, problem: parsed.problem };
  }, [kind, content]);
}

/** What the page shows instead of a document it cannot read. */
export function UnreadableDocument({ label, problem }: { label: string; problem: string }) {
  return (
    <Alert color="red" radius="md" title={`This ${label} cannot be shown`}>
      {`It does not have the shape the page reads (${problem}). Generate it again to replace it.`}
    </Alert>
  );
}
