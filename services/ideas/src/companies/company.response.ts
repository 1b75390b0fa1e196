import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
import {
  BUSINESS_MODULE_IDS,
  COMPANIES_PATHS,
  COMPANY_INDUSTRIES,
  COMPANY_STAGES,
  COMPANY_TEAM_SIZES,
  COMPANY_ROLES,
  COMPANY_THEMES,
  STEP_PROGRESS_START,
  WORKSPACE_TOOL_IDS,
  type Company,
  type CompanyRole,
} from '@founder/contracts';
import { keyedBy, objectOf, TEXT, TEXTS } from '../openapi/schema-builders';
import type { CompanyEntity } from './company.entity';

/** The company as the API returns it to a caller with `role`: the logo as a path (with its version, so a new logo is fetched anew), never the owner. */
export function toCompanyBody(company: CompanyEntity, role: CompanyRole): Company {
  return {
    id: company.id,
    companyName: company.companyName,
    description: company.description,
    industry: company.industry,
    stage: company.stage,
    location: company.location,
    teamSize: company.teamSize,
    theme: company.theme,
    logoUrl: company.logoType ? `${COMPANIES_PATHS.logo(company.id)}?v=${company.updatedAt.getTime()}` : null,
    companyData: company.companyData,
    workflowProgress: company.workflowProgress,
    createdAt: company.createdAt.toISOString(),
    updatedAt: company.updatedAt.toISOString(),
    role,
  };
}

const CHANNEL = objectOf({
  name: TEXT,
  description: TEXT,
  cost: TEXT,
  difficulty: { type: 'string', enum: ['Easy', 'Medium', 'Hard'] },
  timeToResults: TEXT,
  bestFor: TEXT,
  roi: TEXT,
  status: { type: 'string', enum: ['recommended', 'consider', 'avoid'] },
});
const WORK_PIECE = objectOf(
  { title: TEXT, summary: TEXT, sections: { type: 'array', items: objectOf({ heading: TEXT, lines: TEXTS }) }, channels: { type: 'array', items: CHANNEL }, generatedAt: { type: 'string', format: 'date-time' } },
  ['channels'],
);
const MODULE_PROGRESS = objectOf({ started: { type: 'boolean' }, tasksDone: { type: 'array', items: { type: 'integer' } } });

/** The OpenAPI schema of Company (its JSON columns spelled out from the contract's lists). */
export class CompanyResponse implements Company {
  @ApiProperty() id!: number;
  @ApiProperty() companyName!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ enum: COMPANY_INDUSTRIES }) industry!: Company['industry'];
  @ApiProperty({ enum: COMPANY_STAGES }) stage!: Company['stage'];
  @ApiProperty() location!: string;
  @ApiProperty({ enum: COMPANY_TEAM_SIZES }) teamSize!: Company['teamSize'];
  @ApiProperty({ enum: COMPANY_THEMES }) theme!: Company['theme'];
  @ApiProperty({ type: String, nullable: true, description: 'The logo path with its version' }) logoUrl!: string | null;
  @ApiProperty({ ...objectOf({ ideaId: { type: 'integer', nullable: true }, tagline: TEXT, website: TEXT }, ['ideaId', 'tagline', 'website']), selfRequired: true } as ApiPropertyOptions)
  companyData!: Company['companyData'];
  @ApiProperty({
    ...objectOf({
      steps: keyedBy(Object.keys(STEP_PROGRESS_START), { type: 'number' }, true),
      modules: keyedBy(BUSINESS_MODULE_IDS, MODULE_PROGRESS, false),
      work: keyedBy([...WORKSPACE_TOOL_IDS, ...BUSINESS_MODULE_IDS], WORK_PIECE, false),
    }),
    selfRequired: true,
  } as ApiPropertyOptions)
  workflowProgress!: Company['workflowProgress'];
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
  @ApiProperty({ enum: COMPANY_ROLES, description: "The caller's role in the company" }) role!: CompanyRole;
}
