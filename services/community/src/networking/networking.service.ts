import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { COMMUNITY_PAGE_SIZE, type NetworkingProfile, type CursorPage } from '@founder/contracts';
import { Repository } from 'typeorm';
import { ConnectedUsers } from '../connections/connected-users';
import { containsPattern, keysetEntities, type SortKey } from '@founder/server-kit';
import { AuthUsersClient } from '../users/auth-users.client';
import type { ListProfilesQuery } from './dto/list-profiles.query';
import type { NetworkingProfileDto } from './dto/networking-profile.dto';
import { NetworkingProfileEntity } from './networking-profile.entity';
import { toProfileBody } from './networking-profile.response';


/** Most recently changed first, then id. */
const NEWEST_FIRST: SortKey[] = [
  { sql: 'profile.updated_at', direction: 'DESC', type: 'timestamp' },
  { sql: 'profile.id', direction: 'DESC', type: 'integer' },
];

@Injectable()
export class NetworkingService {
  constructor(
    @InjectRepository(NetworkingProfileEntity) private readonly profiles: Repository<NetworkingProfileEntity>,
    private readonly users: AuthUsersClient,
    private readonly connected: ConnectedUsers,
  ) {}

  /** The caller's own profile; null before one is made (not an error: issue 29). */
  async findMine(userId: number): Promise<NetworkingProfile | null> {
    const profile = await this.profiles.findOneBy({ userId });
    if (!profile) return null;
    return toProfileBody(profile, (await this.users.find([userId])).get(userId), true);
  }

  /** Creates or replaces the caller's profile; fields left out take their defaults. */
  async put(userId: number, input: NetworkingProfileDto): Promise<NetworkingProfile> {
    const user = (await this.users.find([userId])).get(userId);
    await this.profiles.upsert(
      {
        userId,
        userName: user?.name ?? null,
        bio: input.bio ?? null,
        interests: input.interests ?? [],
        skills: input.skills ?? [],
        industries: input.industries ?? [],
        lookingFor: [...new Set(input.lookingFor ?? [])],
        stage: input.stage ?? null,
        availableForMentoring: input.availableForMentoring ?? false,
        seekingMentorship: input.seekingMentorship ?? false,
        openToCollaboration: input.openToCollaboration ?? false,
        linkedinUrl: input.linkedinUrl ?? null,
        twitterUrl: input.twitterUrl ?? null,
        githubUrl: input.githubUrl ?? null,
        websiteUrl: input.websiteUrl ?? null,
        location: input.location ?? null,
        timezone: input.timezone ?? null,
        preferredContactMethod: input.preferredContactMethod ?? 'platform',
        visibility: input.visibility ?? 'public',
      },
      { conflictPaths: ['userId'], skipUpdateIfNoValuesChanged: false },
    );
    return toProfileBody(await this.profiles.findOneByOrFail({ userId }), user, true);
  }

  /** Public profiles of other founders, newest first; email only for people the caller is connected to. */
  async list(callerId: number | null, query: ListProfilesQuery): Promise<CursorPage<NetworkingProfile>> {
    const builder = this.profiles.createQueryBuilder('profile').where(`profile.visibility = 'public'`);
    if (callerId !== null) builder.andWhere('profile.user_id <> :callerId', { callerId });
    if (query.stage) builder.andWhere('profile.stage = :stage', { stage: query.stage });
    if (query.industries?.length) builder.andWhere('profile.industries && CAST(:industries AS varchar[])', { industries: query.industries });
    if (query.lookingFor?.length) builder.andWhere('profile.looking_for && CAST(:lookingFor AS varchar[])', { lookingFor: query.lookingFor });
    if (query.mentors) builder.andWhere('profile.available_for_mentoring');
    if (query.search) {
      builder.andWhere(
        `(profile.user_name ILIKE :search OR profile.bio ILIKE :search OR array_to_string(profile.skills, ' ') ILIKE :search)`,
        { search: containsPattern(query.search) },
      );
    }
    const { items: profiles, nextCursor } = await keysetEntities(builder, NEWEST_FIRST, query, COMMUNITY_PAGE_SIZE);
    const ids = profiles.map((profile) => profile.userId);
    const [users, connected] = await Promise.all([this.users.find(ids), callerId === null ? new Set<number>() : this.connected.among(callerId, ids)]);
    await this.refreshNames(profiles, users);
    return { items: profiles.map((profile) => toProfileBody(profile, users.get(profile.userId), connected.has(profile.userId))), nextCursor };
  }

  /** Keeps the stored name that search reads in step with the account's name. */
  private async refreshNames(profiles: NetworkingProfileEntity[], users: Map<number, { name: string | null }>): Promise<void> {
    for (const profile of profiles) {
      const name = users.get(profile.userId)?.name;
      if (name !== undefined && name !== profile.userName) await this.profiles.update({ id: profile.id }, { userName: name });
    }
  }
}
