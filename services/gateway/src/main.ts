import './tracing';
import { resolve } from 'node:path';
import { buildGateway } from './build-gateway';
import { loadGatewayConfig } from './gateway-config';

/** The bundle runs from <workspace>/dist/services/gateway/main.js. */
const WORKSPACE_ROOT = resolve(__dirname, '../../..');
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  let config;
  try {
    config = loadGatewayConfig(process.env, WORKSPACE_ROOT);
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exit(1);
  }
  const app = await buildGateway(config);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    // Never linger past the grace period, whatever a connection does.
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  const { port } = app.server.address() as { port: number };
  process.stdout.write(`Founder platform ready at http://localhost:${port}\n`);
}

main().catch((error) => {
  process.stderr.write(`gateway failed to start: ${(error as Error).stack ?? error}\n`);
  process.exit(1);
});
