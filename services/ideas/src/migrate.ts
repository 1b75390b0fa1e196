// The migration entry (dist/services/ideas/migrate.js): `npm run migrate`, the image's migration job.
import { runMigrateCommand } from '@founder/server-kit';
import { ideasDatabase } from './ideas-database';

void runMigrateCommand('ideas', ideasDatabase);
