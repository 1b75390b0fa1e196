import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  FINANCIAL_INPUT_BOUNDS as B,
  IDEA_INDUSTRIES,
  IDEA_STAGES,
  PERCENT_PRICE_BOUND,
  CUSTOMER_UNIT_MAX,
  CUSTOMER_UNIT_PATTERN,
  PERCENT_PRICED_REVENUE_TYPES,
  REVENUE_TYPES,
  type ExpenseModelInput,
  type FinancialMetricsInput,
  type FinancialModelRequest,
  type FundingInput,
  type RevenueModelInput,
  type RevenueType,
} from '@founder/contracts';
import { Omittable, OneOf, OptionalText } from '@founder/server-kit';
import { Type } from 'class-transformer';
import {
  IsDefined,
  IsIn,
  IsInt,
  IsNumber,
  IsObject,
  IsOptional,
  Matches,
  Max,
  Min,
  ValidateBy,
  ValidateNested,
  type ValidationArguments,
} from 'class-validator';
import { applyDecorators } from '@nestjs/common';

/**
 * A finite number within FINANCIAL_INPUT_BOUNDS (whole for customer counts). JSON can carry 1e400,
 * which parses to Infinity: refused like NaN. Rules are checked in the order they are registered
 * and only the first failure is reported, so "must be a number" comes before a bound.
 */
function Bounded(bound: { min: number; max: number; integer?: boolean }) {
  return applyDecorators(
    IsDefined(),
    IsNumber({ allowNaN: false, allowInfinity: false }),
    ...(bound.integer ? [IsInt()] : []),
    Min(bound.min),
    Max(bound.max),
  );
}

/** Transaction and marketplace prices are a share of the order value: at most 100 (percent). */
function PercentForPercentPricedTypes() {
  return ValidateBy({
    name: 'percentForPercentPricedTypes',
    validator: {
      validate: (value: unknown, args?: ValidationArguments) =>
        !PERCENT_PRICED_REVENUE_TYPES.includes((args?.object as RevenueModelDto).type) || (typeof value === 'number' && value <= PERCENT_PRICE_BOUND.max),
      defaultMessage: () => `$property must not be greater than ${PERCENT_PRICE_BOUND.max} (percent of the order value) for transaction and marketplace revenue`,
    },
  });
}

export class CustomerCountsDto {
  @Bounded(B.customers) month1!: number;
  @Bounded(B.customers) month6!: number;
  @Bounded(B.customers) month12!: number;
  @Bounded(B.customers) month24!: number;
  @Bounded(B.customers) month36!: number;
}

export class RevenueModelDto implements RevenueModelInput {
  @ApiProperty({ enum: REVENUE_TYPES })
  @IsIn(REVENUE_TYPES)
  @IsDefined()
  type!: RevenueType;

  @ApiProperty({ description: 'Dollars, or percent of the order value for transaction and marketplace (0.01-100)' })
  @PercentForPercentPricedTypes()
  @Bounded(B.pricePoint)
  pricePoint!: number;

  @ApiProperty({ type: CustomerCountsDto })
  @ValidateNested()
  @Type(() => CustomerCountsDto)
  @IsObject()
  @IsDefined()
  customers!: CustomerCountsDto;

  @ApiProperty({ minimum: B.growthRate.min, maximum: B.growthRate.max }) @Bounded(B.growthRate) growthRate!: number;
  @ApiProperty({ minimum: B.churnRate.min, maximum: B.churnRate.max }) @Bounded(B.churnRate) churnRate!: number;
  @ApiProperty({ minimum: B.averageOrderValue.min, maximum: B.averageOrderValue.max }) @Bounded(B.averageOrderValue) averageOrderValue!: number;
  @ApiPropertyOptional({ minimum: B.payingPct.min, maximum: B.payingPct.max, description: 'Freemium: percent of users who pay' })
  @Omittable()
  @Bounded(B.payingPct)
  payingPct?: number;

  @OptionalText({ max: CUSTOMER_UNIT_MAX, example: 'cooling unit' })
  @Matches(CUSTOMER_UNIT_PATTERN, { message: '$property must be a singular noun of lower-case words joined by single spaces or hyphens' })
  unit?: string;
}

export class ExpenseModelDto implements ExpenseModelInput {
  @Bounded(B.expense) salaries!: number;
  @Bounded(B.expense) marketing!: number;
  @Bounded(B.expense) infrastructure!: number;
  @Bounded(B.expense) operations!: number;
  @Bounded(B.expense) legal!: number;
  @Bounded(B.expense) other!: number;
}

export class FinancialMetricsDto implements FinancialMetricsInput {
  @Bounded(B.cac) cac!: number;
  @Bounded(B.grossMargin) grossMargin!: number;

  @ApiPropertyOptional({ nullable: true, description: 'null: computed from price, margin and churn' })
  @IsOptional()
  @Bounded(B.ltv)
  ltv!: number | null;

  @ApiPropertyOptional({ nullable: true, description: 'null: computed from CAC and monthly gross profit' })
  @IsOptional()
  @Bounded(B.paybackPeriod)
  paybackPeriod!: number | null;
}

export class UseOfFundsDto {
  @Bounded(B.useOfFunds) product!: number;
  @Bounded(B.useOfFunds) marketing!: number;
  @Bounded(B.useOfFunds) team!: number;
  @Bounded(B.useOfFunds) operations!: number;
}

export class FundingDto implements FundingInput {
  @Bounded(B.totalFunding) totalFunding!: number;
  @Bounded(B.runway) runway!: number;

  @ValidateNested()
  @Type(() => UseOfFundsDto)
  @IsObject()
  @IsDefined()
  useOfFunds!: UseOfFundsDto;
}

/** POST /api/startup-ideas/{id}/financial-model: every number finite and within FINANCIAL_INPUT_BOUNDS. */
export class FinancialModelRequestDto implements FinancialModelRequest {
  @ApiPropertyOptional({ type: RevenueModelDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => RevenueModelDto)
  @IsObject()
  revenueModel?: RevenueModelDto;

  @ApiPropertyOptional({ type: ExpenseModelDto, description: 'Monthly, year 1' })
  @IsOptional()
  @ValidateNested()
  @Type(() => ExpenseModelDto)
  @IsObject()
  expenseModel?: ExpenseModelDto;

  @ApiPropertyOptional({ type: FinancialMetricsDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => FinancialMetricsDto)
  @IsObject()
  metrics?: FinancialMetricsDto;

  @ApiPropertyOptional({ type: FundingDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => FundingDto)
  @IsObject()
  funding?: FundingDto;

  @OneOf(IDEA_INDUSTRIES)
  industry!: string;

  @OneOf(IDEA_STAGES)
  stage!: string;
}
