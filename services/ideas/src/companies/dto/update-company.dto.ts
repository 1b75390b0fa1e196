import { ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import type { CompanyChanges } from '@founder/contracts';
import { Type } from 'class-transformer';
import { Omittable } from '@founder/server-kit';
import { ValidateNested } from 'class-validator';
import { WorkflowChangesDto } from './company-data.dto';
import { CreateCompanyDto } from './create-company.dto';

/** PATCH: any field of the company, companyData (replaces the stored one), and the modules' progress; a field sent as null is a 400 (no column of a company may be cleared). */
export class UpdateCompanyDto extends PartialType(CreateCompanyDto, { skipNullProperties: false }) implements CompanyChanges {
  @ApiPropertyOptional({ description: 'workflowProgress.modules: { [moduleId]: { started, tasksDone } }' })
  @Omittable()
  @ValidateNested()
  @Type(() => WorkflowChangesDto)
  workflowProgress?: WorkflowChangesDto;
}
