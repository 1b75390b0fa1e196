// For the TypeORM CLI only (the app builds its DataSource in ServiceCoreModule).
import { cliDataSource } from '@founder/server-kit';
import { communityDatabase } from './community-database';

export default cliDataSource(communityDatabase);
