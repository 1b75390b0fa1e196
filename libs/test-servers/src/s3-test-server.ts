import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export interface S3TestServer {
  /** The S3_ENDPOINT of this server (http://127.0.0.1:port, path-style buckets). */
  endpoint: string;
  bucket: string;
  /** What a service's environment needs to use this server (STORAGE=s3 with its endpoint, bucket and keys). */
  environment: Record<string, string>;
  close(): Promise<void>;
}

/** s3rver's fixed account. */
const ACCESS_KEY = 'S3RVER';

/** Where s3rver keeps a bucket's unfinished multipart uploads: one folder per upload id, with a `key` file. */
const uploadsFolder = (directory: string, bucket: string) => join(directory, bucket, '._S3rver_uploads');

interface KoaContext {
  method: string;
  path: string;
  query: Record<string, string | undefined>;
  status: number;
  body: unknown;
}

/**
 * s3rver answers ListMultipartUploads and AbortMultipartUpload with NotImplemented; real S3 and
 * MinIO have both, and the storage relies on them to clear cut-short writes. These two answer them
 * from s3rver's own folder of unfinished uploads (an upload's Initiated is its folder's time).
 */
function multipartUploadsMiddleware(directory: string) {
  return async (context: KoaContext, next: () => Promise<unknown>) => {
    // Path-style: /bucket/ or /bucket/key (the SDK ends a bucket's path with a slash).
    const [bucket, ...keyParts] = context.path.split('/').filter(Boolean);
    if (context.method === 'GET' && keyParts.length === 0 && context.query['uploads'] !== undefined) {
      const folder = uploadsFolder(directory, bucket);
      const ids = await readdir(folder).catch(() => [] as string[]);
      const uploads = await Promise.all(
        ids.map(async (id) => ({
          Key: await readFile(join(folder, id, 'key'), 'utf8'),
          UploadId: id,
          Initiated: (await stat(join(folder, id))).birthtime.toISOString(),
        })),
      );
      const prefix = context.query['prefix'] ?? '';
      context.body = { ListMultipartUploadsResult: { Bucket: bucket, IsTruncated: false, Upload: uploads.filter((upload) => upload.Key.startsWith(prefix)) } };
      return;
    }
    const uploadId = context.query['uploadId'];
    if (context.method === 'DELETE' && keyParts.length > 0 && uploadId) {
      await rm(join(uploadsFolder(directory, bucket), uploadId.replace(/[^0-9a-f]/g, '')), { recursive: true, force: true });
      context.status = 204;
      return;
    }
    await next();
  };
}

/**
 * A real S3-compatible server on a free local port (npm s3rver) with one empty bucket, in a temporary
 * folder: the API and cluster tests store files through it, never through a mocked SDK.
 */
export async function startS3TestServer(bucket = 'founder-test'): Promise<S3TestServer> {
  const directory = await mkdtemp(join(tmpdir(), 's3-test-server-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket, configs: [] }] });
  // Before s3rver's own routes (its last middleware), after its XML encoding of answers.
  const middleware = (server as unknown as { middleware: unknown[] }).middleware;
  middleware.splice(middleware.length - 1, 0, multipartUploadsMiddleware(directory));
  const { port } = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    environment: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: ACCESS_KEY,
      AWS_SECRET_ACCESS_KEY: ACCESS_KEY,
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
