import { freePort, startMainProcess } from '@founder/server-kit/testing';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ServiceProcess {
  url: string;
  /** Its data folder (data room files). */
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Another service (services/<name>/src/main.ts, run from source with SWC) in a child process on the
 * test database, with a data folder of its own. A process rather than an import: a service's tests
 * may not import another service's code.
 */
export async function startServiceProcess(name: 'ideas' | 'community', env: Record<string, string> = {}, port?: number): Promise<ServiceProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), `auth-${name}-test-`));
  port ??= await freePort();
  const process = await startMainProcess(
    `services/${name}/src/main.ts`,
    { SERVICE_HOST: '127.0.0.1', [`${name.toUpperCase()}_PORT`]: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env },
    new RegExp(`${name} listening on http://`),
  );
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    stop: async () => {
      await process.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
