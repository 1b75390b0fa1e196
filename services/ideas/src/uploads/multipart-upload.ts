import { BadRequestException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { ByteLimit } from './byte-limit';

export interface UploadLimits {
  /** The file field's name: a request whose first file has another name carries no upload. */
  field: string;
  maxBytes: number;
  /** How many text fields may come before the file (its metadata); fields after the file are ignored. */
  maxFields: number;
}

export const MULTIPART_WITHOUT_BOUNDARY = 'Content-Type multipart/form-data needs a boundary (multipart/form-data; boundary=...)';
export const MULTIPART_MALFORMED = 'The multipart/form-data body is malformed or ends early';

/** The file passed the route's maxBytes: the caller answers 413 with its own message. */
export class UploadTooLargeError extends Error {
  constructor() {
    super('upload too large');
  }
}

/**
 * A multipart request whose file has begun to arrive: the text fields sent before it are known,
 * its bytes are read only when asked (after the access check), as a stream or whole.
 */
export interface PendingUpload {
  fields: Record<string, string>;
  fileName: string;
  /** The request's Content-Length: more than the file's size, when the client declared it. */
  declaredBytes: number | null;
  /**
   * The file's bytes as they arrive, to be read once: it fails with UploadTooLargeError at the first
   * byte past maxBytes, and with a 400 (BadRequestException) when the multipart body is malformed.
   */
  stream: Readable;
  /** The whole file (for small ones, like a logo), or 'too-large' once it passes maxBytes. */
  bytes(): Promise<Buffer | 'too-large'>;
}

const FIELD_MAX_BYTES = 4096;

/**
 * The one file of a multipart/form-data request and the fields before it; null when it is not
 * multipart or has no such file. A malformed body (no boundary, a part cut short) is a 400.
 */
export async function readUpload(request: FastifyRequest, { field, maxBytes, maxFields }: UploadLimits): Promise<PendingUpload | null> {
  if (!request.isMultipart()) return null;
  let file;
  try {
    // One byte over the limit reaches ByteLimit, which fails the stream (busboy would only cut the file short).
    file = await request.file({ limits: { fileSize: maxBytes + 1, files: 1, fields: maxFields, fieldSize: FIELD_MAX_BYTES } });
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_FIELDS_LIMIT') return null;
    throw multipartError(error);
  }
  if (!file || file.fieldname !== field) return null;
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(file.fields)) {
    if (value && !Array.isArray(value) && value.type === 'field' && typeof value.value === 'string') fields[name] = value.value;
  }
  const source = file.file;
  const stream = new ByteLimit(maxBytes, () => new UploadTooLargeError());
  // The reader comes later (after the access check) and sees a failure through its pipeline or
  // iteration; until then an 'error' with no listener would crash the process.
  stream.on('error', () => undefined);
  // A part cut short may have failed already, while file() resolved: then it never ends.
  if (source.errored) stream.destroy(multipartError(source.errored));
  source.once('error', (error: Error) => stream.destroy(multipartError(error)));
  // A reader that gives up (a refused type, a full room) stops the parsing of the rest of the body.
  stream.once('close', () => {
    if (!source.readableEnded) source.destroy();
  });
  source.pipe(stream);
  const declared = Number(request.headers['content-length']);
  return {
    fields,
    fileName: file.filename,
    declaredBytes: Number.isSafeInteger(declared) && declared >= 0 ? declared : null,
    stream,
    bytes: async () => {
      const chunks: Buffer[] = [];
      try {
        for await (const chunk of stream) chunks.push(chunk as Buffer);
      } catch (error) {
        if (error instanceof UploadTooLargeError) return 'too-large';
        throw error;
      }
      return Buffer.concat(chunks);
    },
  };
}

/** A parser error of a malformed body as the client's 400; anything else (the client went away) unchanged. */
function multipartError(error: unknown): Error {
  if (!(error instanceof Error)) return new Error(String(error));
  if (error.message.includes('Boundary not found')) return new BadRequestException(MULTIPART_WITHOUT_BOUNDARY);
  if (error.message.includes('multipart data') || (error as { code?: string }).code?.startsWith('FST_')) return new BadRequestException(MULTIPART_MALFORMED);
  return error;
}
