import { StreamableFile } from '@nestjs/common';
import { titleSlug } from '../../domain/title-slug';

/** A download named after the idea: '<title-slug>-<what>.<extension>'. The slug is ASCII, so the name needs no escaping. */
export function attachment(bytes: Buffer, ideaTitle: string, what: string, type: string): StreamableFile {
  return new StreamableFile(bytes, { type, disposition: `attachment; filename="${titleSlug(ideaTitle)}-${what}"`, length: bytes.length });
}

export const PDF = 'application/pdf';
export const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
