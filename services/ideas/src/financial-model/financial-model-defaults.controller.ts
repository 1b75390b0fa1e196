import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FinancialModelInput } from '@founder/contracts';
import { defaultFinancialInputs } from '../domain/financial-model-defaults';
import { ideaFactsOf } from '../ideas/idea-facts-of';
import { Caller } from '../owners/caller.decorator';
import { IdeaAccess, IDEA_NOT_FOUND } from '../owners/idea-access.service';
import type { IdeaCaller } from '../owners/idea-caller';
import { IdeaCallerGuard } from '../owners/idea-caller.guard';
import { IdeaIdPipe } from '../owners/idea-id.pipe';
import { FINANCIAL_MODEL_INPUT_SCHEMA } from './financial-model.schema';

/**
 * The one route of the financial model beyond the document pattern: the assumptions a first model
 * starts from, so the page can show them before anything is generated.
 */
@ApiTags('financial model')
@ApiNotFoundResponse({ description: IDEA_NOT_FOUND })
@Controller('api/startup-ideas/:id/financial-model')
@UseGuards(IdeaCallerGuard)
export class FinancialModelDefaultsController {
  constructor(private readonly access: IdeaAccess) {}

  @Get('defaults')
  @ApiOkResponse({ schema: FINANCIAL_MODEL_INPUT_SCHEMA, description: "FinancialModelInput from the idea's stated facts and the reference figures the plan and deck use" })
  async defaults(@Param('id', IdeaIdPipe) id: number, @Caller() caller: IdeaCaller): Promise<FinancialModelInput> {
    const idea = await this.access.readable(id, caller);
    return defaultFinancialInputs(ideaFactsOf(idea));
  }
}
