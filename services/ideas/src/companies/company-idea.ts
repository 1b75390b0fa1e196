import { NotFoundException } from '@nestjs/common';
import type { CompanyData } from '@founder/contracts';
import type { Access } from '../access/access.service';
import type { IdeaFacts } from '../domain/idea-facts';
import { ideaFactsOf } from '../ideas/idea-facts-of';

/** The facts of the idea a company builds on, if it still is the founder's. */
export async function companyIdeaFacts(access: Access, data: CompanyData, userId: number): Promise<IdeaFacts | null> {
  if (data.ideaId == null) return null;
  try {
    return ideaFactsOf(await access.requireAccess({ userId }, 'idea.read', data.ideaId));
  } catch (error) {
    if (error instanceof NotFoundException) return null;
    throw error;
  }
}
