import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CompanyEntity } from './company.entity';

export const COMPANY_NOT_FOUND = 'Company not found';

/**
 * The one place that decides whether a caller may see or change a company: only its owner.
 * Someone else's company answers exactly like a missing one (404).
 */
@Injectable()
export class CompanyAccess {
  constructor(@InjectRepository(CompanyEntity) private readonly companies: Repository<CompanyEntity>) {}

  async owned(id: number, userId: number): Promise<CompanyEntity> {
    const company = await this.companies.findOneBy({ id, userId });
    if (!company) throw new NotFoundException(COMPANY_NOT_FOUND);
    return company;
  }

  /** The company `id` when given (owner checked), else the founder's newest company; 404 when there is none. */
  async ownedOrNewest(id: number | undefined, userId: number): Promise<CompanyEntity> {
    if (id !== undefined) return this.owned(id, userId);
    const company = await this.companies.findOne({ where: { userId }, order: { id: 'DESC' } });
    if (!company) throw new NotFoundException(COMPANY_NOT_FOUND);
    return company;
  }
}
