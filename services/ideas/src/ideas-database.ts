import type { ServiceDatabase } from '@founder/server-kit';
import { InitIdeasSchema1795333964809 } from './migrations/1795333964809-init-ideas-schema';

export const ideasDatabase: ServiceDatabase = {
  schema: 'ideas',
  entities: [],
  migrations: [InitIdeasSchema1795333964809],
};
