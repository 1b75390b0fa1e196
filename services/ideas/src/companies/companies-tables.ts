import { CompanyEntity } from './company.entity';
import { CreateCompanies1796500000000 } from './migrations/1796500000000-create-companies';

/** The tables of the companies feature, for ideas-database.ts. */
export const companiesTables = { entities: [CompanyEntity], migrations: [CreateCompanies1796500000000] };
