import { StreamableFile } from '@nestjs/common';
import type { StoredFile } from './document-storage';

/** The stored file name, cut to what the column keeps, without path parts or control characters. */
export function storedFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  return base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 255) || 'file';
}

/** A document name from a file name: without its extension, or 'Untitled document'. */
export function nameFromFileName(fileName: string): string {
  return fileName.replace(/\.[A-Za-z0-9]{1,8}$/, '').trim().slice(0, 200) || 'Untitled document';
}

/**
 * Content-Disposition for any file name: an ASCII fallback for old clients and the exact UTF-8
 * name (RFC 6266 / 5987) for the rest, so quotes or non-Latin letters cannot break the header.
 */
export function contentDisposition(kind: 'attachment' | 'inline', fileName: string): string {
  const fallback = fileName.replace(/[^A-Za-z0-9._ -]/g, '_');
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** The exact bytes, streamed from storage, with their type, length and name. */
export function fileAnswer({ stream, size }: StoredFile, type: string, fileName: string, kind: 'attachment' | 'inline'): StreamableFile {
  return new StreamableFile(stream, { type, disposition: contentDisposition(kind, fileName), length: size });
}
