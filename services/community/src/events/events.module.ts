import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventRegistrationEntity } from '../registrations/event-registration.entity';
import { RegistrationsController } from '../registrations/registrations.controller';
import { RegistrationsService } from '../registrations/registrations.service';
import { UsersModule } from '../users/users.module';
import { EventAccess } from './event-access';
import { EventEntity } from './event.entity';
import { EventsController } from './events.controller';
import { EventsService } from './events.service';

/** Events and their registrations (one module: a registration moves an event's seat count). */
@Module({
  imports: [TypeOrmModule.forFeature([EventEntity, EventRegistrationEntity]), UsersModule],
  controllers: [RegistrationsController, EventsController],
  providers: [EventsService, EventAccess, RegistrationsService],
})
export class EventsModule {}
