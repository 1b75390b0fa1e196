import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { ActivityRecorder } from '../activity/activity-recorder';
import { InjectRepository } from '@nestjs/typeorm';
import { defaultDomain, defaultSlug, recommendedTemplate, SITE_LIMITS, SITE_SECTION_IDS, SITE_SECTION_NAMES, SITES_PATHS, type Site, type SiteInput } from '@founder/contracts';
import { Notifier, violatedUniqueConstraint } from '@founder/server-kit';
import { isEmail } from 'class-validator';
import { Repository } from 'typeorm';
import { Access } from '../access/access.service';
import { companyIdeaFacts } from '../companies/company-idea';
import { CompanyEntity } from '../companies/company.entity';
import { IdeaDocumentEntity } from '../idea-documents/idea-document.entity';
import { composeSiteSections } from '../domain/site/compose-site';
import type { SitePage } from '../domain/site/render-site';
import { SiteSignupEntity } from './site-signup.entity';
import { SiteEntity } from './site.entity';

export const SLUG_TAKEN = 'This address is already taken';
export const SECTIONS_EACH_ONCE = `sections must hold each of ${SITE_SECTION_IDS.join(', ')} once`;
export const EMAIL_INVALID = 'Please enter a valid email address.';

/** What a visitor's sign-up came to. */
export type SignUpOutcome = 'not-found' | 'invalid-email' | 'joined';

@Injectable()
export class SitesService {
  constructor(
    @InjectRepository(SiteEntity) private readonly sites: Repository<SiteEntity>,
    @InjectRepository(SiteSignupEntity) private readonly signups: Repository<SiteSignupEntity>,
    @InjectRepository(IdeaDocumentEntity) private readonly documents: Repository<IdeaDocumentEntity>,
    private readonly access: Access,
    private readonly notifier: Notifier,
    private readonly activity: ActivityRecorder,
  ) {}

  /** The stored site, or the draft written from the company and its idea. */
  async read(companyId: number, userId: number): Promise<Site> {
    const company = await this.access.requireAccess({ userId }, 'company.read', companyId);
    const stored = await this.sites.findOneBy({ companyId });
    return this.answer(company, stored ?? (await this.draft(company, userId)), stored !== null);
  }

  async save(companyId: number, userId: number, input: SiteInput): Promise<Site> {
    const company = await this.access.requireAccess({ userId }, 'company.update', companyId);
    const byId = new Map(input.sections.map((section) => [section.id, section]));
    if (byId.size !== SITE_SECTION_IDS.length) throw new BadRequestException(SECTIONS_EACH_ONCE);
    const sections = SITE_SECTION_IDS.map((id) => ({ id, name: SITE_SECTION_NAMES[id], content: byId.get(id)!.content, enabled: byId.get(id)!.enabled }));
    const current = await this.sites.findOneBy({ companyId });
    const site = await this.store({ ...(current ?? { companyId, publishedAt: null }), template: input.template, sections, slug: input.slug, hostingPlan: input.hostingPlan });
    return this.answer(company, site, true);
  }

  /** 'Generate My Website with AI': the recommended template and fresh sections; address, plan and publication stay. */
  async generate(companyId: number, userId: number): Promise<Site> {
    const company = await this.access.requireAccess({ userId }, 'company.update', companyId);
    const draft = await this.draft(company, userId);
    const current = await this.sites.findOneBy({ companyId });
    const site = await this.store(current ? { ...current, template: draft.template, sections: draft.sections } : draft);
    return this.answer(company, site, true);
  }

  /** Publishes (storing the draft first if need be) or takes the page down. */
  async setPublished(companyId: number, userId: number, published: boolean): Promise<Site> {
    const company = await this.access.requireAccess({ userId }, 'company.update', companyId);
    const current = (await this.sites.findOneBy({ companyId })) ?? (await this.draft(company, userId));
    const site = await this.store({ ...current, publishedAt: published ? (current.publishedAt ?? new Date()) : null });
    // A first publication (or one after taking the page down) is news; publishing a published page again is not.
    if (published && !current.publishedAt) await this.activity.company(company.id, { actorUserId: userId, verb: 'published', subject: { kind: 'site', label: site.slug } });
    return this.answer(company, site, true);
  }

  /** A published site by its address, with its company's name (one query: the page is public and hot); null when unknown or unpublished. */
  async publishedPage(slug: string): Promise<SitePage | null> {
    const [row] = (await this.sites.query(
      `SELECT s."slug", s."template", s."sections", c."company_name" AS "companyName"
       FROM "ideas"."sites" s JOIN "ideas"."companies" c ON c."id" = s."company_id"
       WHERE s."slug" = $1 AND s."published_at" IS NOT NULL`,
      [slug],
    )) as SitePage[];
    return row ?? null;
  }

  /** Adds a visitor to the founder's early-access list; an address already on it is stored once and still thanked. */
  async signUp(page: SitePage, email: unknown): Promise<SignUpOutcome> {
    const address = typeof email === 'string' ? email.trim().toLowerCase() : '';
    if (address.length > SITE_LIMITS.email.max || !isEmail(address)) return 'invalid-email';
    const inserted = (await this.sites.manager.query(
      `INSERT INTO "ideas"."site_signups" ("company_id", "email", "source", "source_page")
       SELECT "company_id", $2, 'website', '/sites/' || "slug" FROM "ideas"."sites" WHERE "slug" = $1 AND "published_at" IS NOT NULL
       ON CONFLICT ON CONSTRAINT "site_signups_email_unique" DO NOTHING
       RETURNING "company_id" AS "companyId"`,
      [page.slug, address],
    )) as { companyId: number }[];
    // Only a new address is news to the founder (a repeat sign-up inserts nothing).
    if (inserted.length) await this.tellOwner(page, address, inserted[0].companyId);
    return 'joined';
  }

  private async tellOwner(page: SitePage, visitorEmail: string, companyId: number): Promise<void> {
    const owner = await this.sites.manager.getRepository(CompanyEntity).findOne({ where: { id: companyId }, select: { userId: true } });
    if (owner) await this.notifier.notify({ userId: owner.userId, kind: 'siteSignUp', siteName: page.companyName, pagePath: SITES_PATHS.page(page.slug), visitorEmail });
  }

  private async draft(company: CompanyEntity, userId: number): Promise<SiteEntity> {
    const idea = await companyIdeaFacts(this.access, company.companyData, userId);
    const plan = idea && company.companyData.ideaId ? await this.documents.findOneBy({ ideaId: company.companyData.ideaId, kind: 'business-plan' }) : null;
    const summary = plan?.content['executive-summary'];
    const sections = composeSiteSections({
      companyName: company.companyName,
      description: company.description,
      location: company.location,
      tagline: company.companyData.tagline ?? null,
      executiveSummary: typeof summary === 'string' ? summary : null,
      idea,
    });
    return this.sites.create({ companyId: company.id, template: recommendedTemplate(company.industry), sections, slug: defaultSlug(company.companyName), hostingPlan: 'free', publishedAt: null });
  }

  /** One statement (an upsert), so two editors storing a company's first site at once both succeed. */
  private async store(site: Partial<SiteEntity>): Promise<SiteEntity> {
    const { createdAt: _createdAt, updatedAt: _updatedAt, ...columns } = site;
    try {
      await this.sites.upsert(columns, ['companyId']);
      return await this.sites.findOneByOrFail({ companyId: site.companyId });
    } catch (error) {
      if (violatedUniqueConstraint(error) === 'sites_slug_unique') throw new ConflictException(SLUG_TAKEN);
      throw error;
    }
  }

  private async answer(company: CompanyEntity, site: SiteEntity, stored: boolean): Promise<Site> {
    return {
      companyId: company.id,
      template: site.template,
      sections: site.sections,
      slug: site.slug,
      hostingPlan: site.hostingPlan,
      stored,
      published: site.publishedAt !== null,
      publishedAt: site.publishedAt?.toISOString() ?? null,
      recommendedTemplate: recommendedTemplate(company.industry),
      domain: defaultDomain(company.companyName),
      signupCount: stored ? await this.signups.countBy({ companyId: company.id }) : 0,
    };
  }
}
