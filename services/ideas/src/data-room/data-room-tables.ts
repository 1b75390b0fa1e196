import { DataRoomAccessRequestEntity } from './data-room-access-request.entity';
import { DataRoomDocumentEntity } from './data-room-document.entity';
import { DataRoomEntity } from './data-room.entity';
import { DataRoomLinkEntity } from './data-room-link.entity';
import { DataRoomPendingFileEntity } from './data-room-pending-file.entity';
import { DataRoomViewEntity } from './data-room-view.entity';
import { CreateDataRoom1796800000000 } from './migrations/1796800000000-create-data-room';
import { DataRoomPendingFiles1798000000900 } from './migrations/1798000000900-data-room-pending-files';
import { StoreDataRoomCounts1799300000920 } from './migrations/1799300000920-store-data-room-counts';

/** The tables of the data room feature, for ideas-database.ts. */
export const dataRoomTables = {
  entities: [DataRoomEntity, DataRoomDocumentEntity, DataRoomLinkEntity, DataRoomViewEntity, DataRoomAccessRequestEntity, DataRoomPendingFileEntity],
  migrations: [CreateDataRoom1796800000000, DataRoomPendingFiles1798000000900, StoreDataRoomCounts1799300000920],
};
