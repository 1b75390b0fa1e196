import type { DocumentVersion, DocumentVersionSource } from '@founder/contracts';

const SOURCES: Readonly<Record<DocumentVersionSource, string>> = {
  llm: 'Written by your AI model',
  builtin: 'Written by the built-in composer',
  'builtin-fallback': 'Built-in composer (the AI answer was unusable)',
  edited: 'Your edit',
  restored: 'Restored from history',
};

/** Who wrote a version, as its history shows it; with the reason when the built-in composer stood in for the AI for one the founder should know. */
export function versionProvenance({ source, fallbackReason }: Pick<DocumentVersion, 'source' | 'fallbackReason'>): string {
  return source === 'builtin-fallback' && fallbackReason ? `Written by the built-in composer: ${fallbackReason}` : SOURCES[source];
}

/** The member who made a version (issue 32: the history names them), or null when the version has no named author (a signed-out browser, or auth did not answer). */
export function versionAuthor({ authorName }: Pick<DocumentVersion, 'authorName'>): string | null {
  return authorName ? `by ${authorName}` : null;
}
