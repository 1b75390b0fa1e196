import { Module } from '@nestjs/common';
import { AccountDataService } from './account-data.service';
import { InternalAccountDataController } from './internal-account-data.controller';

/** /internal/users/{id}: a founder's export and deletion, called by auth (issue 31 item 6). */
@Module({
  controllers: [InternalAccountDataController],
  providers: [AccountDataService],
})
export class AccountDataModule {}
