import { ApiPropertyOptional } from '@nestjs/swagger';
import { COMPANIES_PAGE } from '@founder/contracts';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Min } from 'class-validator';

/** ?limit: default 20; more than 50 gets 50 (the list rule of issue 16). */
export class ListCompaniesQuery {
  @ApiPropertyOptional({ default: COMPANIES_PAGE.default, maximum: COMPANIES_PAGE.max })
  @IsOptional()
  @Min(1)
  @IsInt()
  @Transform(({ value }) => (typeof value === 'string' && /^\d+$/.test(value) ? Math.min(Number(value), COMPANIES_PAGE.max) : value))
  limit?: number;
}
