import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import { InvestorEntity } from './investor.entity';

export const INVESTOR_NOT_FOUND = 'Investor not found';

/**
 * The one place that decides whether a founder may see an investor: every sample profile, and the
 * investors they added themselves. Another founder's investor answers exactly like a missing one (404).
 */
@Injectable()
export class InvestorAccess {
  constructor(@InjectRepository(InvestorEntity) private readonly investors: Repository<InvestorEntity>) {}

  async visible(id: number, userId: number): Promise<InvestorEntity> {
    const investor = await this.investors.findOne({ where: [{ id, ownerId: IsNull() }, { id, ownerId: userId }] });
    if (!investor) throw new NotFoundException(INVESTOR_NOT_FOUND);
    return investor;
  }
}
