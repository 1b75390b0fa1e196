import { ConflictException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { completionPercentage, phaseCompletions, type StartupProfileField, type StartupProfileInput } from '@founder/contracts';
import { violatedUniqueConstraint } from '@founder/server-kit';
import { Repository } from 'typeorm';
import { Access } from '../access/access.service';
import { StartupProfileEntity } from './startup-profile.entity';

export const PROFILE_EXISTS = 'You already have a startup profile';

/** Changes as the DTO leaves them: fields as given (null clears one) and the phase (never null). */
type ProfileChanges = { [field in StartupProfileField]?: string | null } & Pick<StartupProfileInput, 'currentPhase'>;

/** With the completion and phase figures recomputed from the whole profile after the change. */
function withComputedFigures(profile: Partial<StartupProfileEntity>): Partial<StartupProfileEntity> {
  return { ...profile, completionPercentage: completionPercentage(profile), phaseCompletions: phaseCompletions(profile) };
}

@Injectable()
export class StartupProfileService {
  constructor(
    private readonly access: Access,
    @InjectRepository(StartupProfileEntity) private readonly profiles: Repository<StartupProfileEntity>,
  ) {}

  /** The caller's own profile (found by its user, so there is nobody else's to refuse); null before one is made. */
  mine(userId: number): Promise<StartupProfileEntity | null> {
    return this.profiles.findOneBy({ userId });
  }

  /** The caller's only profile: a second one is 409, even when two requests race. */
  async create(userId: number, input: ProfileChanges): Promise<StartupProfileEntity> {
    if (await this.profiles.existsBy({ userId })) throw new ConflictException(PROFILE_EXISTS);
    try {
      return await this.profiles.save(this.profiles.create(withComputedFigures({ ...input, userId })));
    } catch (error) {
      if (violatedUniqueConstraint(error) === 'startup_profiles_user_id_key') throw new ConflictException(PROFILE_EXISTS);
      throw error;
    }
  }

  async update(id: number, userId: number, changes: ProfileChanges): Promise<StartupProfileEntity> {
    const profile = await this.access.requireAccess({ userId }, 'startupProfile.update', id);
    return this.profiles.save(this.profiles.merge(profile, withComputedFigures({ ...profile, ...changes })));
  }
}
