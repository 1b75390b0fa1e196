import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  INVESTOR_LIMITS,
  INVESTOR_LIST_ONLY,
  INVESTOR_STAGES,
  INVESTOR_TYPES,
  INVESTORS_PAGE,
  type InvestorListOnly,
  type InvestorListQuery,
  type InvestorStage,
  type InvestorType,
} from '@founder/contracts';
import { CursorPageParams, DecimalInteger, MAX_ROW_ID, OptionalOneOf, OptionalText } from '@founder/server-kit';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** ?companyId=: the company to score for and whose pipeline to read or change (the caller owns it or is a member). */
function CompanyToScoreFor(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: 'integer', minimum: 1, description: 'The company (owned or a member of) to score for and whose pipeline it is; the newest when left out' }),
    IsOptional(),
    DecimalInteger(),
    IsInt(),
    Min(1),
    Max(MAX_ROW_ID),
  );
}

/** ?companyId= of GET /api/investors/{id}, PATCH its relation and POST apply: the company to score for, whose pipeline it is. */
export class InvestorCompanyQuery {
  @CompanyToScoreFor()
  companyId?: number;
}

/** GET /api/investors: text search, spec section 9's stage and type filters, the company to score for, and the page (?limit=&cursor=). */
export class ListInvestorsQuery extends CursorPageParams(INVESTORS_PAGE) implements InvestorListQuery {
  @CompanyToScoreFor()
  companyId?: number;

  @OptionalText({ max: INVESTOR_LIMITS.search, example: 'fintech' })
  search?: string;

  @OptionalOneOf(INVESTOR_STAGES)
  stage?: InvestorStage;

  @OptionalOneOf(INVESTOR_TYPES)
  type?: InvestorType;

  @OptionalOneOf(INVESTOR_LIST_ONLY)
  only?: InvestorListOnly;
}
