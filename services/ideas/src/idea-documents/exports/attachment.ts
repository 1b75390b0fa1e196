import { StreamableFile } from '@nestjs/common';
import { titleFileStem, titleSlug } from '../../domain/title-slug';

/**
 * Content-Disposition of a download named after the idea, '<title>-<what>' (RFC 6266): `filename` the
 * ASCII slug (transliterated), `filename*` the title in its own letters, UTF-8 percent-encoded.
 * 'Умная пекарня' -> `attachment; filename="umnaya-pekarnya-business-plan.pdf"; filename*=UTF-8''%D1%83...-business-plan.pdf`.
 */
export function attachmentDisposition(ideaTitle: string, what: string): string {
  return `attachment; filename="${titleSlug(ideaTitle)}-${what}"; filename*=UTF-8''${encodeURIComponent(`${titleFileStem(ideaTitle)}-${what}`)}`;
}

/** A download named after the idea (attachmentDisposition). */
export function attachment(bytes: Buffer, ideaTitle: string, what: string, type: string): StreamableFile {
  return new StreamableFile(bytes, { type, disposition: attachmentDisposition(ideaTitle, what), length: bytes.length });
}

export const PDF = 'application/pdf';
export const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
