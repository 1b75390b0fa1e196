import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EXPORT_UNAVAILABLE_MESSAGE, type UserDataExport } from '@founder/contracts';
import { notAuthenticated } from '@founder/server-kit';
import archiver from 'archiver';
import type { Writable } from 'node:stream';
import { Repository } from 'typeorm';
import { Session } from '../sessions/session.entity';
import { User } from '../users/user.entity';
import { WaitlistEntry } from '../waitlist/waitlist-entry.entity';
import { AccountDataServices, type DataService } from './account-data-services';

/** Every part of the export, gathered before the first byte is sent (so a service that is down is a clean 503). */
export interface AccountExport {
  account: Record<string, unknown>;
  parts: Array<{ service: DataService; data: UserDataExport }>;
}

/**
 * GET /api/auth/export: a zip with account.json (auth's rows of the founder, no password hash or
 * session token), each service's JSON entries, and their uploaded files, fetched one at a time as
 * the zip reaches them and streamed through, never all in memory.
 */
@Injectable()
export class AccountExportService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(Session) private readonly sessions: Repository<Session>,
    @InjectRepository(WaitlistEntry) private readonly waitlist: Repository<WaitlistEntry>,
    private readonly services: AccountDataServices,
  ) {}

  async gather(userId: number): Promise<AccountExport> {
    const user = await this.users.findOneBy({ id: userId });
    if (!user) throw notAuthenticated();
    const { password: _hash, ...account } = user;
    const sessions = await this.sessions.find({
      where: { userId },
      select: { createdAt: true, expiresAt: true, revokedAt: true, lastSeenAt: true, persistent: true },
      order: { createdAt: 'ASC' },
    });
    const waitlistEntry = user.email ? await this.waitlist.createQueryBuilder('entry').where('lower(entry.email) = lower(:email)', { email: user.email }).getOne() : null;
    const parts = [];
    for (const service of this.services.services) parts.push({ service, data: await this.services.exportOf(service, userId, EXPORT_UNAVAILABLE_MESSAGE) });
    return { account: { user: { ...account, hasPassword: user.password !== null }, sessions, waitlistEntry }, parts };
  }

  /** Writes the zip into destination; resolves when the zip is whole, rejects when a file could not be read. */
  async write(gathered: AccountExport, destination: Writable): Promise<void> {
    const zip = archiver('zip', { zlib: { level: 6 } });
    const done = new Promise<void>((resolve, reject) => {
      zip.on('error', reject);
      destination.on('close', resolve);
      destination.on('finish', resolve);
    });
    zip.pipe(destination);
    zip.append(json(gathered.account), { name: 'account.json' });
    for (const { data } of gathered.parts) {
      for (const [path, value] of Object.entries(data.entries)) zip.append(json(value), { name: path });
    }
    for (const { service, data } of gathered.parts) {
      for (const file of data.files) zip.append(this.services.file(service, file.url, EXPORT_UNAVAILABLE_MESSAGE), { name: file.path });
    }
    await zip.finalize();
    await done;
  }
}

function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}
