import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { LastSelectedIdea } from '@founder/contracts';
import { Repository } from 'typeorm';
import { Access } from '../access/access.service';
import { LastSelectedIdeaEntity } from './last-selected-idea.entity';

/**
 * The idea a signed-in founder last selected, kept per account so any browser opens the idea tools
 * where they left off. Only an idea the account may read is kept or given back: an idea a browser
 * holds without the account (not yet claimed), another founder's or a deleted one is not.
 */
@Injectable()
export class LastSelectedIdeaService {
  constructor(
    private readonly access: Access,
    @InjectRepository(LastSelectedIdeaEntity) private readonly selections: Repository<LastSelectedIdeaEntity>,
  ) {}

  async read(userId: number): Promise<LastSelectedIdea> {
    const selection = await this.selections.findOneBy({ userId });
    if (!selection || !(await this.readable(userId, selection.ideaId))) return { ideaId: null };
    return { ideaId: selection.ideaId };
  }

  /** 404 'Idea not found' for an idea the account may not read, exactly as for a missing one. */
  async select(userId: number, ideaId: number): Promise<LastSelectedIdea> {
    await this.access.requireAccess({ userId }, 'idea.read', ideaId);
    await this.selections.upsert({ userId, ideaId, selectedAt: new Date() }, ['userId']);
    return { ideaId };
  }

  private async readable(userId: number, ideaId: number): Promise<boolean> {
    try {
      await this.access.requireAccess({ userId }, 'idea.read', ideaId);
      return true;
    } catch (error) {
      if (error instanceof NotFoundException) return false;
      throw error;
    }
  }
}
