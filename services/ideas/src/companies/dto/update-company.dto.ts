import { ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import type { CompanyChanges } from '@founder/contracts';
import { Type } from 'class-transformer';
import { IsOptional, ValidateNested } from 'class-validator';
import { WorkflowChangesDto } from './company-data.dto';
import { CreateCompanyDto } from './create-company.dto';

/** PATCH: any field of the company, companyData (replaces the stored one), and the modules' progress. */
export class UpdateCompanyDto extends PartialType(CreateCompanyDto) implements CompanyChanges {
  @ApiPropertyOptional({ description: 'workflowProgress.modules: { [moduleId]: { started, tasksDone } }' })
  @IsOptional()
  @ValidateNested()
  @Type(() => WorkflowChangesDto)
  workflowProgress?: WorkflowChangesDto;
}
