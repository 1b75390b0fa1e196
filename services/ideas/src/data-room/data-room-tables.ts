import { DataRoomAccessRequestEntity, DataRoomDocumentEntity, DataRoomEntity, DataRoomLinkEntity, DataRoomViewEntity } from './data-room.entities';
import { CreateDataRoom1796800000000 } from './migrations/1796800000000-create-data-room';

/** The tables of the data room feature, for ideas-database.ts. */
export const dataRoomTables = {
  entities: [DataRoomEntity, DataRoomDocumentEntity, DataRoomLinkEntity, DataRoomViewEntity, DataRoomAccessRequestEntity],
  migrations: [CreateDataRoom1796800000000],
};
