import { Injectable, NotFoundException } from '@nestjs/common';
import type { CompanyData } from '@founder/contracts';
import type { StartupIdeaEntity } from '../ideas/startup-idea.entity';
import { IdeaAccess } from '../owners/idea-access.service';

/** The idea a company builds on (companyData.ideaId), read by the features that write from it. */
@Injectable()
export class CompanyIdea {
  constructor(private readonly ideas: IdeaAccess) {}

  /** The idea, if one is linked and it still is the founder's; else null. */
  async of(data: CompanyData, userId: number): Promise<StartupIdeaEntity | null> {
    if (data.ideaId == null) return null;
    try {
      return await this.ideas.readable(data.ideaId, { userId, browserId: null });
    } catch (error) {
      if (error instanceof NotFoundException) return null;
      throw error;
    }
  }
}
