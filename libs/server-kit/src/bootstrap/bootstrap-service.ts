import { Logger, type Type } from '@nestjs/common';
import { ServiceEnvironment } from '../environment/service-environment';
import { configureApp } from './configure-app';
import { createServiceApp, type HttpAdapterName } from './create-service-app';

export interface BootstrapOptions {
  name: string;
  appModule: Type<unknown>;
  adapter: HttpAdapterName;
}

/**
 * A service's main: builds the app, listens on SERVICE_HOST and the service's port variable,
 * and logs "<name> listening on http://host:port". A failed start (bad environment, database
 * unreachable, failed migration) is logged with its reason and exits with status 1.
 */
export async function bootstrapService({ name, appModule, adapter }: BootstrapOptions): Promise<void> {
  try {
    const app = configureApp(await createServiceApp(appModule, adapter), name);
    const environment = app.get(ServiceEnvironment);
    await app.listen(environment.port, environment.SERVICE_HOST);
    new Logger('Bootstrap').log(`${name} listening on http://${environment.SERVICE_HOST}:${environment.port}`);
  } catch (error) {
    // The pino logger may not exist yet (the environment is checked before it is built): write plainly.
    console.error(`${name} failed to start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
