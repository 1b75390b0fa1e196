import { Module } from '@nestjs/common';
import { DataRoomModule } from '../data-room/data-room.module';
import { AccountDataDeletionService } from './account-data-deletion.service';
import { AccountDataExportService } from './account-data-export.service';
import { InternalAccountDataController } from './internal-account-data.controller';

/** /internal/users/{id}: a founder's export and deletion, called by auth (issue 31 item 6). */
@Module({
  imports: [DataRoomModule],
  controllers: [InternalAccountDataController],
  providers: [AccountDataExportService, AccountDataDeletionService],
})
export class AccountDataModule {}
