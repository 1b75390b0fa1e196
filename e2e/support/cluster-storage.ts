import { startS3TestServer } from '@founder/test-servers';

/** The object storage of the cluster test: a real local S3 server the ideas instances share. */
export interface ClusterStorage {
  /** STORAGE=s3 with the server's endpoint, bucket and keys. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export async function clusterStorage(): Promise<ClusterStorage> {
  const server = await startS3TestServer('founder-cluster');
  return { env: server.environment, stop: () => server.close() };
}
