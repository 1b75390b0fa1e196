import type { FastifyRequest } from 'fastify';

export interface UploadLimits {
  /** The file field's name: a request whose first file has another name carries no upload. */
  field: string;
  maxBytes: number;
  /** How many text fields may come before the file (its metadata); fields after the file are ignored. */
  maxFields: number;
}

/**
 * A multipart request whose file has begun to arrive: the text fields sent before it are known,
 * its bytes are read only when asked (after the access check), up to the limit.
 */
export interface PendingUpload {
  fields: Record<string, string>;
  fileName: string;
  /** The whole file, or 'too-large' once it passes maxBytes. */
  bytes(): Promise<Buffer | 'too-large'>;
}

const FIELD_MAX_BYTES = 4096;

/** The one file of a multipart/form-data request and the fields before it; null when it is not multipart or has no such file. */
export async function readUpload(request: FastifyRequest, { field, maxBytes, maxFields }: UploadLimits): Promise<PendingUpload | null> {
  if (!request.isMultipart()) return null;
  let file;
  try {
    file = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: maxFields, fieldSize: FIELD_MAX_BYTES } });
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_FIELDS_LIMIT') return null;
    throw error;
  }
  if (!file || file.fieldname !== field) return null;
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(file.fields)) {
    if (value && !Array.isArray(value) && value.type === 'field' && typeof value.value === 'string') fields[name] = value.value;
  }
  const upload = file;
  return {
    fields,
    fileName: upload.filename,
    bytes: async () => {
      try {
        return await upload.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return 'too-large';
        throw error;
      }
    },
  };
}
