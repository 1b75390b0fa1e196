import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  BUSINESS_MODULE_IDS,
  businessModule,
  COMPANIES_PAGE,
  COMPANY_LOGO_MAX_BYTES,
  DEFAULT_COMPANY_THEME,
  moduleStatus,
  raisedProgress,
  STEP_PROGRESS_START,
  waitingFor,
  workspaceTool,
  type BusinessModuleId,
  type CompanyData,
  type CompanyRole,
  type CursorPage,
  type ModulesProgress,
  type WorkflowProgress,
  type WorkKind,
  type WorkspaceToolId,
} from '@founder/contracts';
import { FileTooLargeException, keysetEntities, type PageRequest, type SortKey } from '@founder/server-kit';
import { Repository } from 'typeorm';
import { composeCompanyWork } from '../domain/company-work/compose-company-work';
import { Access } from '../access/access.service';
import { COMPANY_NOT_FOUND } from '../access/messages';
import { companyIdeaFacts } from './company-idea';
import { CompanyEntity } from './company.entity';
import type { CreateCompanyDto } from './dto/create-company.dto';
import type { UpdateCompanyDto } from './dto/update-company.dto';
import { logoTypeOf } from './logo-type';
import { DataRoomFiles } from '../data-room/data-room-files.service';

const NEWEST_FIRST: SortKey[] = [{ sql: 'company.id', direction: 'DESC', type: 'integer' }];

export const LOGO_TOO_LARGE = 'logo must be at most 5 MB';
export const LOGO_NOT_AN_IMAGE = 'logo must be a PNG or JPEG image';
export const IDEA_NOT_YOURS = 'companyData.ideaId must be one of your ideas';

function isModule(kind: WorkKind): kind is BusinessModuleId {
  return (BUSINESS_MODULE_IDS as readonly string[]).includes(kind);
}

function moduleLocked(id: BusinessModuleId, modules: ModulesProgress): ConflictException {
  const waits = waitingFor(id, modules).map((dependency) => businessModule(dependency).name);
  return new ConflictException(`${businessModule(id).name} is locked: it waits for ${waits.join(' and ')}`);
}

/** A logo that is not read yet: the service checks access first, then reads at most the limit. */
export type LogoUpload = () => Promise<Buffer | 'too-large' | null>;

@Injectable()
export class CompaniesService {
  constructor(
    @InjectRepository(CompanyEntity) private readonly companies: Repository<CompanyEntity>,
    private readonly access: Access,
    private readonly dataRoomFiles: DataRoomFiles,
  ) {}

  async create(input: CreateCompanyDto, userId: number): Promise<CompanyEntity> {
    await this.checkIdea(input.companyData, userId);
    const workflowProgress: WorkflowProgress = { steps: { ...STEP_PROGRESS_START }, modules: {}, work: {} };
    const company = this.companies.create({
      ...input,
      theme: input.theme ?? DEFAULT_COMPANY_THEME,
      companyData: { ...input.companyData },
      workflowProgress,
      userId,
      logo: null,
      logoType: null,
    });
    const saved = await this.companies.save(company);
    // The founder's personal idea a new company builds on becomes the company's: its team works on it.
    if (input.companyData?.ideaId != null) {
      await this.companies.query(`UPDATE "ideas"."startup_ideas" SET "company_id" = $1 WHERE "id" = $2 AND "company_id" IS NULL AND "owner_user_id" = $3`, [saved.id, input.companyData.ideaId, userId]);
    }
    return saved;
  }

  /** The companies the caller owns or is a member of, newest first (ids grow with creation), one page (default 20, at most 50). */
  list(userId: number, page: PageRequest): Promise<CursorPage<CompanyEntity>> {
    const query = this.companies
      .createQueryBuilder('company')
      .where('(company.user_id = :userId OR company.id IN (SELECT member.company_id FROM "ideas"."company_members" member WHERE member.user_id = :userId))', { userId });
    return keysetEntities(query, NEWEST_FIRST, page, COMPANIES_PAGE);
  }

  /**
   * The caller's role in each company (the answer's `role`): owner of their own, their member role
   * in the others, read in one statement. A membership gone since the access check is a 404.
   */
  async rolesOf(companies: readonly CompanyEntity[], userId: number): Promise<CompanyRole[]> {
    const joined = companies.filter((company) => company.userId !== userId).map((company) => company.id);
    const rows: Array<{ company_id: number; role: CompanyRole }> = joined.length
      ? await this.companies.query(`SELECT "company_id", "role" FROM "ideas"."company_members" WHERE "user_id" = $1 AND "company_id" = ANY($2)`, [userId, joined])
      : [];
    const memberRoles = new Map(rows.map((row) => [row.company_id, row.role]));
    return companies.map((company) => {
      const role = company.userId === userId ? 'owner' : memberRoles.get(company.id);
      if (!role) throw new NotFoundException(COMPANY_NOT_FOUND);
      return role;
    });
  }

  async findOne(id: number, userId: number): Promise<CompanyEntity> {
    return this.access.requireAccess({ userId }, 'company.read', id);
  }

  /**
   * Deletes the company with its team, invitations, data room (files too), site, pipeline, progress
   * and activity (ON DELETE CASCADE); its ideas stay, personal ideas of the owner (their owner already).
   */
  async remove(id: number, userId: number): Promise<void> {
    const company = await this.access.requireAccess({ userId }, 'company.delete', id);
    await this.companies.delete({ id: company.id });
    await this.dataRoomFiles.deleteDiscarded();
  }

  /** Changes fields, replaces companyData, and merges module progress (a locked module cannot move: 409). */
  async update(id: number, userId: number, changes: UpdateCompanyDto): Promise<CompanyEntity> {
    const company = await this.access.requireAccess({ userId }, 'company.update', id);
    const { workflowProgress: workflowChanges, companyData, ...fields } = changes;
    if (companyData) await this.checkIdea(companyData, userId);
    Object.assign(company, fields);
    if (companyData) company.companyData = { ...companyData };
    if (workflowChanges) {
      const changed = workflowChanges.modules as ModulesProgress;
      const modules: ModulesProgress = { ...company.workflowProgress.modules, ...changed };
      for (const moduleId of Object.keys(changed) as BusinessModuleId[]) {
        if (moduleStatus(moduleId, modules) === 'locked') throw moduleLocked(moduleId, modules);
      }
      company.workflowProgress = { ...company.workflowProgress, modules };
    }
    return this.companies.save(company);
  }

  /**
   * Writes one piece of work from the company's and its idea's fields and keeps it. A tool raises
   * its step's progress (company tools +10, the others +15, capped at 100); a module start marks
   * the module started, and a locked module cannot be started (409).
   */
  async writeWork(id: number, userId: number, kind: WorkKind): Promise<CompanyEntity> {
    const company = await this.access.requireAccess({ userId }, 'company.update', id);
    const progress = company.workflowProgress;
    if (isModule(kind) && moduleStatus(kind, progress.modules) === 'locked') throw moduleLocked(kind, progress.modules);
    const idea = await companyIdeaFacts(this.access, company.companyData, userId);
    const piece = { ...composeCompanyWork(kind, { company, idea }), generatedAt: new Date().toISOString() };
    const next: WorkflowProgress = { ...progress, work: { ...progress.work, [kind]: piece } };
    if (isModule(kind)) {
      next.modules = { ...progress.modules, [kind]: { started: true, tasksDone: progress.modules[kind]?.tasksDone ?? [] } };
    } else {
      const tool = workspaceTool(kind as WorkspaceToolId);
      next.steps = { ...progress.steps, [tool.step]: raisedProgress(progress.steps[tool.step], tool.kind) };
    }
    company.workflowProgress = next;
    return this.companies.save(company);
  }

  async setLogo(id: number, userId: number, upload: LogoUpload): Promise<CompanyEntity> {
    const company = await this.access.requireAccess({ userId }, 'company.update', id);
    const bytes = await upload();
    if (bytes === 'too-large') throw new FileTooLargeException(LOGO_TOO_LARGE);
    if (bytes === null || bytes.length > COMPANY_LOGO_MAX_BYTES) throw new BadRequestException('logo is required');
    const logoType = logoTypeOf(bytes);
    if (!logoType) throw new BadRequestException(LOGO_NOT_AN_IMAGE);
    await this.companies.update(company.id, { logo: bytes, logoType });
    return this.companies.findOneByOrFail({ id: company.id });
  }

  async logo(id: number, userId: number): Promise<{ bytes: Buffer; type: string }> {
    const company = await this.access.requireAccess({ userId }, 'company.read', id);
    const row = await this.companies.findOne({ where: { id: company.id }, select: { id: true, logo: true, logoType: true } });
    if (!row?.logo || !row.logoType) throw new NotFoundException('Logo not found');
    return { bytes: row.logo, type: row.logoType };
  }

  private async checkIdea(data: CompanyData | undefined, userId: number): Promise<void> {
    if (data?.ideaId == null) return;
    try {
      await this.access.requireAccess({ userId }, 'idea.read', data.ideaId);
    } catch (error) {
      if (error instanceof NotFoundException) throw new BadRequestException(IDEA_NOT_YOURS);
      throw error;
    }
  }
}
