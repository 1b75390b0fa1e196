import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DevicesModule } from '../devices/devices.module';
import { PasswordsModule } from '../passwords/passwords.module';
import { Session } from '../sessions/session.entity';
import { SessionsModule } from '../sessions/sessions.module';
import { User } from '../users/user.entity';
import { WaitlistEntry } from '../waitlist/waitlist-entry.entity';
import { AccountDataServices } from './account-data-services';
import { AccountDeletionService } from './account-deletion.service';
import { AccountExportService } from './account-export.service';
import { AccountLeavingController } from './account-leaving.controller';

/** GET /api/auth/export and DELETE /api/auth/account, across auth, ideas and community (issue 31 item 6). */
@Module({
  imports: [TypeOrmModule.forFeature([User, Session, WaitlistEntry]), SessionsModule, PasswordsModule, DevicesModule],
  controllers: [AccountLeavingController],
  providers: [AccountDataServices, AccountExportService, AccountDeletionService],
})
export class AccountLeavingModule {}
