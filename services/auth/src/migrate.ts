// The migration entry (dist/services/auth/migrate.js): `npm run migrate`, the image's migration job.
import { runMigrateCommand } from '@founder/server-kit';
import { authDatabase } from './auth-database';

void runMigrateCommand('auth', authDatabase);
