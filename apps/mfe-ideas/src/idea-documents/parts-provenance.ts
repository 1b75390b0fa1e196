import type { DocumentVersion } from '@founder/contracts';
import { versionProvenance } from './version-provenance';

export interface PartProvenance {
  id: string;
  title: string;
  /** 'Written by your AI model', 'Written by the built-in composer: the AI changed the price (...)'; null while unknown. */
  provenance: string | null;
  /** The built-in composer stood in for the AI on this part. */
  fellBack: boolean;
}

/** Each part of a document with who wrote its current version (the newest of its history), in the document's order. */
export function partsProvenance(
  parts: ReadonlyArray<{ id: string; title: string }>,
  currentVersions: Readonly<Partial<Record<string, Pick<DocumentVersion, 'source' | 'fallbackReason'>>>>,
): PartProvenance[] {
  return parts.map(({ id, title }) => {
    const version = currentVersions[id];
    return { id, title, provenance: version ? versionProvenance(version) : null, fellBack: version?.source === 'builtin-fallback' };
  });
}

/** The notice above the list when the AI did not write every part: '2 of 5 parts were written by the built-in composer instead of your AI model'. */
export function fallbackNotice(parts: readonly PartProvenance[]): string | null {
  const fellBack = parts.filter((part) => part.fellBack).length;
  if (fellBack === 0) return null;
  return `${fellBack} of ${parts.length} parts ${fellBack === 1 ? 'was' : 'were'} written by the built-in composer instead of your AI model`;
}
