// The migration entry (dist/services/community/migrate.js): `npm run migrate`, the image's migration job.
import { runMigrateCommand } from '@founder/server-kit';
import { communityDatabase } from './community-database';

void runMigrateCommand('community', communityDatabase);
