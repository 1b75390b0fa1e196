import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { defaultSlug, SITE_SIGNUPS_PAGE, siteSignUpsFileName, type CursorPage, type SiteSignUp } from '@founder/contracts';
import { keysetEntities, type PageRequest, type SortKey } from '@founder/server-kit';
import { Repository } from 'typeorm';
import { Access } from '../access/access.service';
import { signUpsCsv } from '../domain/site/sign-ups-csv';
import { SiteSignupEntity } from './site-signup.entity';
import { SiteEntity } from './site.entity';

const NEWEST_FIRST: SortKey[] = [
  { sql: 'signup.created_at', direction: 'DESC', type: 'timestamp' },
  { sql: 'signup.id', direction: 'DESC', type: 'integer' },
];

const bodyOf = (row: SiteSignupEntity): SiteSignUp => ({ id: row.id, email: row.email, signedUpAt: row.createdAt.toISOString(), sourcePage: row.sourcePage });

/** The early-access list of a company's site, for its owner only: every caller passes `company.read` first (404 for anyone else). */
@Injectable()
export class SiteSignupsService {
  constructor(
    @InjectRepository(SiteSignupEntity) private readonly signups: Repository<SiteSignupEntity>,
    @InjectRepository(SiteEntity) private readonly sites: Repository<SiteEntity>,
    private readonly access: Access,
  ) {}

  async list(companyId: number, userId: number, page: PageRequest): Promise<CursorPage<SiteSignUp>> {
    await this.access.requireAccess({ userId }, 'company.read', companyId);
    const query = this.signups.createQueryBuilder('signup').where('signup.company_id = :companyId', { companyId });
    const { items, nextCursor } = await keysetEntities(query, NEWEST_FIRST, page, SITE_SIGNUPS_PAGE);
    return { items: items.map(bodyOf), nextCursor };
  }

  /** The whole list as CSV, newest first, named after the site's address (or the one it would get). */
  async csv(companyId: number, userId: number): Promise<{ name: string; text: string }> {
    const company = await this.access.requireAccess({ userId }, 'company.read', companyId);
    const site = await this.sites.findOneBy({ companyId });
    const rows = await this.signups.find({ where: { companyId }, order: { createdAt: 'DESC', id: 'DESC' } });
    return { name: siteSignUpsFileName(site?.slug ?? defaultSlug(company.companyName)), text: signUpsCsv(rows.map(bodyOf)) };
  }
}
