import { Logger, type Type } from '@nestjs/common';
import { loadEnvironment } from '../environment/load-environment';
import type { ServiceEnvironment } from '../environment/service-environment';
import { configureApp } from './configure-app';
import { createServiceApp, type HttpAdapterName } from './create-service-app';
import { startupLogger } from './startup-logger';

export interface BootstrapOptions {
  name: string;
  appModule: Type<unknown>;
  adapter: HttpAdapterName;
  /** The service's environment class; its port variable (e.g. AUTH_PORT) carries the default port. */
  environment: new () => ServiceEnvironment;
}

/**
 * A service's main: checks the environment, builds the app, listens on SERVICE_HOST and the
 * service's port, and logs "<name> listening on http://host:port". A failed start (bad
 * environment, database unreachable, failed migration, port taken) logs its reason and exits 1.
 */
export async function bootstrapService({ name, appModule, adapter, environment: environmentClass }: BootstrapOptions): Promise<void> {
  try {
    // Checked before Nest starts, so a wrong variable gives one clear line rather than a stack trace.
    const environment = loadEnvironment(environmentClass);
    const app = configureApp(await createServiceApp(appModule, adapter), name);
    await app.listen(environment.port, environment.SERVICE_HOST);
    new Logger('Bootstrap').log(`${name} listening on http://${environment.SERVICE_HOST}:${environment.port}`);
  } catch (error) {
    startupLogger().fatal(`${name} failed to start: ${error instanceof Error ? error.message : String(error)}`, 'Bootstrap');
    process.exit(1);
  }
}
