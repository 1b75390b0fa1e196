import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { NetworkingHubStats } from '@founder/contracts';
import { Repository } from 'typeorm';
import { ConnectedUsers } from '../connections/connected-users';
import { EventEntity } from '../events/event.entity';
import { NetworkingProfileEntity } from '../networking/networking-profile.entity';

/** The hub's figures, counted in the database (the spec's fixed 847/12/34/156 were samples). */
@Injectable()
export class HubService {
  constructor(
    @InjectRepository(NetworkingProfileEntity) private readonly profiles: Repository<NetworkingProfileEntity>,
    @InjectRepository(EventEntity) private readonly events: Repository<EventEntity>,
    private readonly connected: ConnectedUsers,
  ) {}

  async stats(userId: number | null): Promise<NetworkingHubStats> {
    const [members, upcomingEvents, mentorsAvailable, myConnections] = await Promise.all([
      this.profiles.countBy({ visibility: 'public' }),
      this.events.createQueryBuilder('event').where(`event.status = 'upcoming' AND event.start_date > now()`).getCount(),
      this.profiles.countBy({ visibility: 'public', availableForMentoring: true }),
      userId === null ? 0 : this.connected.count(userId),
    ]);
    return { members, upcomingEvents, mentorsAvailable, myConnections };
  }
}
