import { useQueries } from '@tanstack/react-query';
import { GENERATION_JOB_PATHS, type DocumentVersion, type DocumentVersionList, type IdeaDocumentKind } from '@founder/contracts';
import { getPath } from '../current-idea/idea-queries';
import { partsProvenance, type PartProvenance } from './parts-provenance';

/**
 * Who wrote each part of a document now: the newest version of each part's history (the same
 * record the History shows). `content` is in the key, so a regenerated or restored document asks again.
 */
export function usePartsProvenance(ideaId: number, kind: IdeaDocumentKind, parts: ReadonlyArray<{ id: string; title: string }>, content: unknown): PartProvenance[] {
  const newest = useQueries({
    queries: parts.map(({ id }) => {
      const path = GENERATION_JOB_PATHS.versions(ideaId, kind, id, { limit: 1 });
      return { queryKey: [path, content], queryFn: getPath<DocumentVersionList>(path), gcTime: 0 };
    }),
  });
  const current: Partial<Record<string, DocumentVersion>> = {};
  parts.forEach(({ id }, index) => {
    const version = newest[index]?.data?.items[0];
    if (version) current[id] = version;
  });
  return partsProvenance(parts, current);
}
