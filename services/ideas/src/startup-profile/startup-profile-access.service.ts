import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { StartupProfileEntity } from './startup-profile.entity';

export const STARTUP_PROFILE_NOT_FOUND = 'Startup profile not found';

/**
 * The one place that decides whether a user may see or change a startup profile: only its own.
 * Someone else's id answers exactly like a missing one (404).
 */
@Injectable()
export class StartupProfileAccess {
  constructor(@InjectRepository(StartupProfileEntity) private readonly profiles: Repository<StartupProfileEntity>) {}

  async own(id: number, userId: number): Promise<StartupProfileEntity> {
    const profile = await this.profiles.findOneBy({ id, userId });
    if (!profile) throw new NotFoundException(STARTUP_PROFILE_NOT_FOUND);
    return profile;
  }

  async ofUser(userId: number): Promise<StartupProfileEntity> {
    const profile = await this.profiles.findOneBy({ userId });
    if (!profile) throw new NotFoundException(STARTUP_PROFILE_NOT_FOUND);
    return profile;
  }
}
