import { CreateMvpProgress1796900000001 } from './migrations/1796900000001-create-mvp-progress';
import { MvpProgressEntity } from './mvp-progress.entity';

/** The tables of the MVP builder, for ideas-database.ts. */
export const mvpTables = { entities: [MvpProgressEntity], migrations: [CreateMvpProgress1796900000001] };
