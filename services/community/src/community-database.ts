import type { ServiceDatabase } from '@founder/server-kit';
import { InitCommunitySchema1795333964810 } from './migrations/1795333964810-init-community-schema';

export const communityDatabase: ServiceDatabase = {
  schema: 'community',
  entities: [],
  migrations: [InitCommunitySchema1795333964810],
};
