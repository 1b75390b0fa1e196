import { ApiProperty } from '@nestjs/swagger';
import {
  COMPANY_INDUSTRIES,
  formatShortUsd,
  initialsOf,
  INVESTOR_STAGES,
  INVESTOR_TYPES,
  PIPELINE_STAGES,
  RAISE_SOURCES,
  type Investor,
  type InvestorPage,
  type InvestorRelation,
  type MatchReason,
} from '@founder/contracts';
import type { Match } from '../domain/investor-match';
import type { InvestorRelationEntity } from './investor-relation.entity';
import type { InvestorEntity } from './investor.entity';

export function toRelationBody(relation: InvestorRelationEntity | null): InvestorRelation {
  return {
    saved: relation?.saved ?? false,
    appliedAt: relation?.appliedAt?.toISOString() ?? null,
    pipelineStage: relation?.pipelineStage ?? null,
    notes: relation?.notes ?? '',
    nextStepOn: relation?.nextStepOn ?? null,
    stageChangedAt: relation?.stageChangedAt?.toISOString() ?? null,
  };
}

/** An investor as the API answers it: spec section 3's fields, its match for the company, and the founder's record; never the owner. */
export function toInvestorBody(investor: InvestorEntity, match: Match, relation: InvestorRelationEntity | null): Investor {
  return {
    id: investor.id,
    name: investor.name,
    firm: investor.firm,
    type: investor.type,
    location: investor.location,
    industries: investor.industries,
    stages: investor.stages,
    checkSize: `${formatShortUsd(investor.checkSizeMin)} - ${formatShortUsd(investor.checkSizeMax)}`,
    checkSizeMin: investor.checkSizeMin,
    checkSizeMax: investor.checkSizeMax,
    portfolio: investor.portfolio,
    matchScore: match.score,
    matchReasons: match.reasons,
    recent_investments: investor.recentInvestments,
    focus_areas: investor.focusAreas,
    avatar: initialsOf(investor.name),
    warmIntro: investor.warmIntro,
    responseRate: investor.responseRate,
    sample: investor.ownerId === null,
    relation: toRelationBody(relation),
  };
}

class MatchReasonResponse implements MatchReason {
  @ApiProperty() label!: string;
  @ApiProperty() points!: number;
  @ApiProperty() maxPoints!: number;
}

export class InvestorRelationResponse implements InvestorRelation {
  @ApiProperty() saved!: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) appliedAt!: string | null;
  @ApiProperty({ enum: PIPELINE_STAGES, nullable: true }) pipelineStage!: InvestorRelation['pipelineStage'];
  @ApiProperty() notes!: string;
  @ApiProperty({ type: String, format: 'date', nullable: true }) nextStepOn!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) stageChangedAt!: string | null;
}

export class InvestorResponse implements Investor {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() firm!: string;
  @ApiProperty({ enum: INVESTOR_TYPES }) type!: Investor['type'];
  @ApiProperty() location!: string;
  @ApiProperty({ enum: COMPANY_INDUSTRIES, isArray: true }) industries!: Investor['industries'];
  @ApiProperty({ enum: INVESTOR_STAGES, isArray: true }) stages!: Investor['stages'];
  @ApiProperty({ example: '$25K - $100K' }) checkSize!: string;
  @ApiProperty() checkSizeMin!: number;
  @ApiProperty() checkSizeMax!: number;
  @ApiProperty() portfolio!: number;
  @ApiProperty({ minimum: 0, maximum: 100 }) matchScore!: number;
  @ApiProperty({ type: [MatchReasonResponse] }) matchReasons!: MatchReason[];
  @ApiProperty({ type: [String] }) recent_investments!: string[];
  @ApiProperty({ type: [String] }) focus_areas!: string[];
  @ApiProperty() avatar!: string;
  @ApiProperty() warmIntro!: boolean;
  @ApiProperty({ type: Number, nullable: true }) responseRate!: number | null;
  @ApiProperty() sample!: boolean;
  @ApiProperty({ type: InvestorRelationResponse }) relation!: InvestorRelation;
}

class RaiseResponse {
  @ApiProperty() amount!: number;
  @ApiProperty({ enum: RAISE_SOURCES }) source!: InvestorPage['raise']['source'];
}

export class InvestorPageResponse implements InvestorPage {
  @ApiProperty({ type: [InvestorResponse] }) items!: Investor[];
  @ApiProperty({ type: String, nullable: true, description: 'Goes back as ?cursor= for the next page; null on the last page' }) nextCursor!: string | null;
  @ApiProperty({ description: 'How many investors pass the filters' }) total!: number;
  @ApiProperty() companyId!: number;
  @ApiProperty({ type: RaiseResponse }) raise!: InvestorPage['raise'];
  @ApiProperty() highMatchCount!: number;
  @ApiProperty() databaseTotal!: number;
}
