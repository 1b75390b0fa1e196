import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { StartupIdeaEntity } from '../ideas/startup-idea.entity';
import type { IdeaCaller } from './idea-caller';
import { ownsIdea } from './owns-idea';

export const IDEA_NOT_FOUND = 'Idea not found';
export const DEMO_IS_READ_ONLY = 'The demo idea is read-only';

export function ideaNotFound(): NotFoundException {
  return new NotFoundException(IDEA_NOT_FOUND);
}

/**
 * The one place that decides whether a caller may see or change an idea. Someone else's idea
 * answers exactly like a missing one (404), so ids reveal nothing; the demo is readable by all
 * and writable by none (403).
 */
@Injectable()
export class IdeaAccess {
  constructor(@InjectRepository(StartupIdeaEntity) private readonly ideas: Repository<StartupIdeaEntity>) {}

  async readable(id: number, caller: IdeaCaller): Promise<StartupIdeaEntity> {
    const idea = await this.ideas.findOneBy({ id });
    if (!idea || !(idea.isDemo || ownsIdea(caller, idea))) throw ideaNotFound();
    return idea;
  }

  async writable(id: number, caller: IdeaCaller): Promise<StartupIdeaEntity> {
    const idea = await this.readable(id, caller);
    if (idea.isDemo) throw new ForbiddenException(DEMO_IS_READ_ONLY);
    return idea;
  }
}
