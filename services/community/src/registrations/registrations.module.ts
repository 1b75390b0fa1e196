import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccessModule } from '../access/access.module';
import { EventEntity } from '../events/event.entity';
import { EventRegistrationEntity } from './event-registration.entity';
import { RegistrationsController } from './registrations.controller';
import { RegistrationsService } from './registrations.service';

/** Seats at events: a registration moves its event's seat count in the same transaction. */
@Module({
  imports: [TypeOrmModule.forFeature([EventEntity, EventRegistrationEntity]), AccessModule],
  controllers: [RegistrationsController],
  providers: [RegistrationsService],
})
export class RegistrationsModule {}
