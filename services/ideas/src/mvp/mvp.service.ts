import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { checklistState, CODE_GENERATORS, MVP_TEMPLATES, type LaunchChecklistItemId, type MvpProgress } from '@founder/contracts';
import JSZip from 'jszip';
import { Repository } from 'typeorm';
import { Access } from '../access/access.service';
import { companyIdeaFacts } from '../companies/company-idea';
import { generatedFile, packageName, starterProject } from '../domain/mvp/starter-project';
import { MvpProgressEntity } from './mvp-progress.entity';

export const CHECKLIST_INCOMPLETE = 'Tick all eight items of the Launch Checklist before launching';
export const TEMPLATE_NOT_FOUND = 'MVP template not found';
export const GENERATOR_NOT_FOUND = 'Code generator not found';

/** A downloadable file. */
export interface Download {
  name: string;
  type: string;
  bytes: Buffer;
}

@Injectable()
export class MvpService {
  constructor(
    @InjectRepository(MvpProgressEntity) private readonly progress: Repository<MvpProgressEntity>,
    private readonly access: Access,
  ) {}

  async read(companyId: number, userId: number): Promise<MvpProgress> {
    await this.access.requireAccess({ userId }, 'company.read', companyId);
    return this.answer(companyId, await this.progress.findOneBy({ companyId }));
  }

  /** Stores the ticked items; a launched MVP keeps its launch date. */
  async saveChecklist(companyId: number, userId: number, checklist: LaunchChecklistItemId[]): Promise<MvpProgress> {
    await this.access.requireAccess({ userId }, 'company.update', companyId);
    // One statement that leaves launched_at alone, so two editors ticking at once both succeed.
    await this.progress.upsert({ companyId, checklist: checklistState(checklist).done }, ['companyId']);
    return this.answer(companyId, await this.progress.findOneByOrFail({ companyId }));
  }

  /** Launch MVP: only once all eight checklist items are ticked (409 otherwise). */
  async launch(companyId: number, userId: number): Promise<MvpProgress> {
    await this.access.requireAccess({ userId }, 'company.update', companyId);
    const current = await this.progress.findOneBy({ companyId });
    if (!current || !checklistState(current.checklist).canLaunch) throw new ConflictException(CHECKLIST_INCOMPLETE);
    current.launchedAt ??= new Date();
    return this.answer(companyId, await this.progress.save(current));
  }

  /** Download Code: the starter project of a template, written from the company and its idea, as a zip. */
  async code(companyId: number, userId: number, templateId: string): Promise<Download> {
    const company = await this.access.requireAccess({ userId }, 'company.read', companyId);
    const template = MVP_TEMPLATES.find((candidate) => candidate.id === templateId);
    if (!template) throw new NotFoundException(TEMPLATE_NOT_FOUND);
    const idea = await companyIdeaFacts(this.access, company.companyData, userId);
    const files = starterProject({ template, company: { ...company, tagline: company.companyData.tagline ?? null }, idea });
    const folder = packageName(idea?.ideaTitle ?? company.companyName);
    const zip = new JSZip();
    for (const [path, content] of Object.entries(files)) zip.file(`${folder}/${path}`, content);
    const bytes = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', platform: 'UNIX' });
    return { name: `${folder}-${template.id}.zip`, type: 'application/zip', bytes };
  }

  /** Generate Code: the file one code generator writes into the starter project. */
  async generatorFile(companyId: number, userId: number, generatorId: string): Promise<Download> {
    const company = await this.access.requireAccess({ userId }, 'company.read', companyId);
    const item = CODE_GENERATORS.find((candidate) => candidate.id === generatorId);
    if (!item) throw new NotFoundException(GENERATOR_NOT_FOUND);
    const header = `// ${item.file} of the ${company.companyName} starter project (${item.name}): it reads your company and idea from src/idea.js.\n`;
    return { name: item.file.split('/').pop()!, type: 'text/javascript; charset=utf-8', bytes: Buffer.from(header + generatedFile(item)) };
  }

  private answer(companyId: number, row: MvpProgressEntity | null): MvpProgress {
    return { companyId, checklist: row?.checklist ?? [], launchedAt: row?.launchedAt?.toISOString() ?? null };
  }
}
