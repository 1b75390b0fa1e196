import { ApiPropertyOptional } from '@nestjs/swagger';
import { BUSINESS_MODULE_IDS, COMPANY_FIELD_LIMITS, type CompanyData, type ModuleProgress } from '@founder/contracts';
import { Type } from 'class-transformer';
import { Omittable } from '@founder/server-kit';
import { ArrayMaxSize, ArrayUnique, IsBoolean, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';

const L = COMPANY_FIELD_LIMITS;

/** companyData: three known keys, each optional; anything else is refused (the schema is the class). Only ideaId may be null (no idea). */
export class CompanyDataDto implements CompanyData {
  @ApiPropertyOptional({ description: "One of the founder's own ideas", nullable: true })
  @IsOptional()
  @Min(1)
  @IsInt()
  ideaId?: number | null;

  @ApiPropertyOptional({ maxLength: L.tagline.max })
  @Omittable()
  @MaxLength(L.tagline.max)
  @IsString()
  tagline?: string;

  @ApiPropertyOptional({ maxLength: L.website.max })
  @Omittable()
  @MaxLength(L.website.max)
  @IsString()
  website?: string;
}

/** One module's progress: started, and the indexes of its done tasks (every module has three). */
export class ModuleProgressDto implements ModuleProgress {
  @IsBoolean()
  started!: boolean;

  @Max(2, { each: true })
  @Min(0, { each: true })
  @IsInt({ each: true })
  @ArrayUnique()
  @ArrayMaxSize(3)
  tasksDone!: number[];
}

/** workflowProgress.modules: at most one entry per business module id, nothing else. */
export class ModulesProgressDto {}
for (const id of BUSINESS_MODULE_IDS) {
  IsOptional()(ModulesProgressDto.prototype, id);
  ValidateNested()(ModulesProgressDto.prototype, id);
  Type(() => ModuleProgressDto)(ModulesProgressDto.prototype, id);
}

/** What PATCH may change of workflowProgress: the modules. Steps and work change only through the work endpoint. */
export class WorkflowChangesDto {
  @ValidateNested()
  @Type(() => ModulesProgressDto)
  modules!: ModulesProgressDto;
}
