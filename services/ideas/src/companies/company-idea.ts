import { NotFoundException } from '@nestjs/common';
import type { CompanyData } from '@founder/contracts';
import type { IdeaFacts } from '../domain/idea-facts';
import { ideaFactsOf } from '../ideas/idea-facts-of';
import type { IdeaAccess } from '../ideas/idea-access.service';

/** The facts of the idea a company builds on, if it still is the founder's. */
export async function companyIdeaFacts(ideas: IdeaAccess, data: CompanyData, userId: number): Promise<IdeaFacts | null> {
  if (data.ideaId == null) return null;
  try {
    return ideaFactsOf(await ideas.readable(data.ideaId, { userId, browserId: null }));
  } catch (error) {
    if (error instanceof NotFoundException) return null;
    throw error;
  }
}
