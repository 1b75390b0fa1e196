import { startupLogger } from '../bootstrap/startup-logger';
import { migrateSchema } from './migrate-schema';
import { migrationNames } from './pending-migrations';
import type { ServiceDatabase } from './service-database';

/**
 * A service's migrate.js (`npm run migrate`, the image's migration entry, the compose and
 * Kubernetes migration job): migrates its schema under the schema's lock, logs what ran and exits
 * 0, or logs why not and exits 1. Any number may run at once.
 */
export async function runMigrateCommand(name: string, database: ServiceDatabase): Promise<void> {
  const logger = startupLogger();
  try {
    const url = process.env['DATABASE_URL'];
    if (!url) throw new Error('DATABASE_URL must be set');
    const ran = await migrateSchema(url, database);
    const newest = migrationNames(database).at(-1);
    logger.log(ran.length ? `${name}: ran ${ran.length} migrations (${ran.join(', ')}); the schema is at ${newest}` : `${name}: the schema is already at ${newest}`, 'Migrations');
    process.exit(0);
  } catch (error) {
    logger.fatal(`${name}: migrations failed: ${error instanceof Error ? error.message : String(error)}`, 'Migrations');
    process.exit(1);
  }
}
