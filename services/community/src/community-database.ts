import type { ServiceDatabase } from '@founder/server-kit';
import { ConnectionEntity } from './connections/connection.entity';
import { EventEntity } from './events/event.entity';
import { InitCommunitySchema1795333964810 } from './migrations/1795333964810-init-community-schema';
import { CreateCommunityTables1796400000000 } from './migrations/1796400000000-create-community-tables';
import { SeedEvents1796400000001 } from './migrations/1796400000001-seed-events';
import { IndexEventList1797900000000 } from './migrations/1797900000000-index-event-list';
import { IndexProfileList1797900000001 } from './migrations/1797900000001-index-profile-list';
import { IndexConnectionList1799300000461 } from './migrations/1799300000461-index-connection-list';
import { NetworkingProfileEntity } from './networking/networking-profile.entity';
import { EventRegistrationEntity } from './registrations/event-registration.entity';

export const communityDatabase: ServiceDatabase = {
  schema: 'community',
  entities: [EventEntity, EventRegistrationEntity, NetworkingProfileEntity, ConnectionEntity],
  migrations: [InitCommunitySchema1795333964810, CreateCommunityTables1796400000000, SeedEvents1796400000001, IndexEventList1797900000000, IndexProfileList1797900000001, IndexConnectionList1799300000461],
};
