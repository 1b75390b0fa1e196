import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Smaller answers gain less than compressing them costs. */
export const JSON_COMPRESSION_THRESHOLD_BYTES = 1024;

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

/**
 * Whether the gateway compresses a service's answer: JSON over the threshold (or of unknown
 * length), not already encoded. Never an event stream or a file: those go out as the service
 * wrote them, unbuffered.
 */
export function compressesAnswer(headers: Record<string, unknown>): boolean {
  const type = headers['content-type'];
  if (typeof type !== 'string' || !JSON_TYPE.test(type)) return false;
  if (headers['content-encoding'] !== undefined && headers['content-encoding'] !== 'identity') return false;
  const length = headers['content-length'];
  return length === undefined || length === null || Number(length) > JSON_COMPRESSION_THRESHOLD_BYTES;
}

/** reply.compress for the proxy: brotli or gzip as the client accepts, at compress's fast levels. */
export async function registerJsonCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, { global: false, encodings: ['br', 'gzip'], threshold: JSON_COMPRESSION_THRESHOLD_BYTES });
}
