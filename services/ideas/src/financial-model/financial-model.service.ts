import { ConflictException, Injectable } from '@nestjs/common';
import { FINANCIAL_MODEL_PARTS, type FinancialModel, type FinancialModelInput, type FinancialModelPartId } from '@founder/contracts';
import { DataSource } from 'typeorm';
import { Access } from '../access/access.service';
import { financialModelOf } from '../domain/financial-model';
import { defaultFinancialInputs } from '../domain/financial-model-defaults';
import { partAnswer, type PartAnswer } from '../idea-documents/idea-documents.service';
import { storeParts } from '../idea-documents/stored-parts';
import { generatedActivity } from '../activity/document-activity';
import { recordIdeaActivity } from '../activity/record-activity';
import { ideaFactsOf } from '../ideas/idea-facts-of';
import { documentOf } from '../ideas/startup-idea.entity';
import type { IdeaCaller } from '../owners/idea-caller';
import type { FinancialModelRequestDto } from './dto/financial-model-request.dto';
import { FINANCIAL_MODEL_KIND } from './financial-model.kind';

/**
 * The financial model is computed, never written by an LLM: in the request, from the founder's
 * assumptions (domain/financial-model.ts), and stored as the document's parts, each a new version.
 * Reading, versions, restoring and exports are the engine's (IdeaDocumentsService), like every kind.
 */
@Injectable()
export class FinancialModelService {
  constructor(
    private readonly access: Access,
    private readonly dataSource: DataSource,
  ) {}

  /** The assumptions a first model starts from: the idea's stated facts and the reference figures the plan and deck use. */
  async defaults(id: number, caller: IdeaCaller): Promise<FinancialModelInput> {
    return defaultFinancialInputs(ideaFactsOf(await this.access.requireAccess(caller, 'idea.read', id)));
  }

  /** A new model from the request's assumptions (the stored model's or the defaults for what it leaves out), over any earlier one. */
  async compute(id: number, caller: IdeaCaller, request: FinancialModelRequestDto): Promise<FinancialModel> {
    const idea = await this.access.requireAccess(caller, 'idea.update', id);
    const model = financialModelOf(ideaFactsOf(idea), request);
    await this.store(idea.id, caller, FINANCIAL_MODEL_PARTS.map((part) => part.id), model);
    return model;
  }

  /** One field of the model computed again from the stored assumptions; 409 before a model exists. */
  async recomputePart(id: number, partId: FinancialModelPartId, caller: IdeaCaller): Promise<PartAnswer> {
    const idea = await this.access.requireAccess(caller, 'idea.update', id);
    if (!documentOf(idea, FINANCIAL_MODEL_KIND.kind)) throw new ConflictException(FINANCIAL_MODEL_KIND.notGenerated);
    const model = financialModelOf(ideaFactsOf(idea), {});
    await this.store(idea.id, caller, [partId], model);
    return partAnswer(partId, model[partId], 'generated');
  }

  private store(ideaId: number, caller: IdeaCaller, ids: FinancialModelPartId[], model: FinancialModel): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      await storeParts(manager, ideaId, FINANCIAL_MODEL_KIND.kind, ids.map((part) => ({ id: part, content: model[part], source: 'builtin' })), caller.userId);
      await recordIdeaActivity(manager, ideaId, generatedActivity(FINANCIAL_MODEL_KIND.kind, caller.userId, ids));
    });
  }
}
