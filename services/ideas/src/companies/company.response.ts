import { COMPANIES_PATHS, type Company } from '@founder/contracts';
import type { CompanyEntity } from './company.entity';

/** The company as the API returns it: the logo as a path (with its version, so a new logo is fetched anew), never the owner. */
export function toCompanyBody(company: CompanyEntity): Company {
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
  };
}
