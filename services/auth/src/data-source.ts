// For the TypeORM CLI only (the app builds its DataSource in ServiceCoreModule).
import { cliDataSource } from '@founder/server-kit';
import { authDatabase } from './auth-database';

export default cliDataSource(authDatabase);
