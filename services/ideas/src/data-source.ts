// For the TypeORM CLI only (the app builds its DataSource in ServiceCoreModule).
import { cliDataSource } from '@founder/server-kit';
import { ideasDatabase } from './ideas-database';

export default cliDataSource(ideasDatabase);
