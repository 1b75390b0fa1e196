import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CompanyEntity } from '../companies/company.entity';
import { UploadsModule } from '../uploads/uploads.module';
import { DataRoomDocumentsController } from './data-room-documents.controller';
import { DataRoomDocumentsService } from './data-room-documents.service';
import { DataRoomFileSweep } from './data-room-file-sweep';
import { DataRoomFiles } from './data-room-files.service';
import { DataRoomLinksController } from './data-room-links.controller';
import { DataRoomLinksService } from './data-room-links.service';
import { dataRoomTables } from './data-room-tables';
import { DOCUMENT_STORAGE } from './document-storage';
import { documentStorageProvider } from './document-storage-provider';
import { SharedDataRoomController } from './shared-data-room.controller';
import { SharedDataRoomService } from './shared-data-room.service';

/** /api/documents: a company's data room, its share links, view log and access requests. */
@Module({
  imports: [TypeOrmModule.forFeature([...dataRoomTables.entities, CompanyEntity]), UploadsModule],
  controllers: [SharedDataRoomController, DataRoomLinksController, DataRoomDocumentsController],
  providers: [
    DataRoomDocumentsService,
    DataRoomFiles,
    DataRoomFileSweep,
    DataRoomLinksService,
    SharedDataRoomService,
    documentStorageProvider,
  ],
  // A founder's export reads their files and their account's deletion removes them (account-data/).
  exports: [DataRoomFiles, DOCUMENT_STORAGE],
})
export class DataRoomModule {}
