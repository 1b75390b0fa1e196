import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { IdeaShare, IdeaShareKind, SharedIdeaView } from '@founder/contracts';
import { IsNull, Repository } from 'typeorm';
import { deckNotGenerated } from '../pitch-deck/pitch-deck.service';
import { planNotGenerated } from '../business-plan/business-plan.service';
import { StartupIdeaEntity } from '../ideas/startup-idea.entity';
import { IdeaShareEntity } from './idea-share.entity';
import { isShareToken, newShareToken, shareTokenHash } from './share-token';

export const SHARE_UNAVAILABLE = 'This shared link is no longer available';
export const SHARE_NOT_FOUND = 'Share not found';

/** The page of the product that opens a shared link of each kind. */
const SHARE_PAGES: Partial<Record<IdeaShareKind, string>> = { 'business-plan': '/business-plan', 'pitch-deck': '/pitch-deck' };

/** Revocable read-only links to an idea's plan or deck. Callers have checked that the idea is the caller's to change. */
@Injectable()
export class SharesService {
  constructor(
    @InjectRepository(IdeaShareEntity) private readonly shares: Repository<IdeaShareEntity>,
    @InjectRepository(StartupIdeaEntity) private readonly ideas: Repository<StartupIdeaEntity>,
  ) {}

  /** A new link to what the idea has of that kind; 409 when it has not been generated. */
  async create(idea: StartupIdeaEntity, kind: IdeaShareKind): Promise<IdeaShare> {
    if (kind === 'business-plan' && !idea.businessPlan) throw planNotGenerated();
    if (kind === 'pitch-deck' && !idea.pitchDeck) throw deckNotGenerated();
    const token = newShareToken();
    await this.shares.insert({ ideaId: idea.id, tokenHash: shareTokenHash(token), kind });
    return { token, kind, url: `${SHARE_PAGES[kind]}?share=${token}` };
  }

  /** Revokes a link of this idea; revoking it again changes nothing. */
  async revoke(idea: StartupIdeaEntity, token: string): Promise<void> {
    if (!isShareToken(token)) throw new NotFoundException(SHARE_NOT_FOUND);
    const share = await this.shares.findOneBy({ ideaId: idea.id, tokenHash: shareTokenHash(token) });
    if (!share) throw new NotFoundException(SHARE_NOT_FOUND);
    if (!share.revokedAt) await this.shares.update(share.id, { revokedAt: new Date() });
  }

  /** The read-only view behind a live link: the idea's headline fields and the shared plan or deck, as they are now. */
  async view(token: string): Promise<SharedIdeaView> {
    const share = isShareToken(token) ? await this.shares.findOneBy({ tokenHash: shareTokenHash(token), revokedAt: IsNull() }) : null;
    const idea = share ? await this.ideas.findOneBy({ id: share.ideaId }) : null;
    if (!share || !idea) throw new NotFoundException(SHARE_UNAVAILABLE);
    const headline = { ideaTitle: idea.ideaTitle, description: idea.description, industry: idea.industry, stage: idea.stage };
    return share.kind === 'business-plan'
      ? { kind: share.kind, idea: { ...headline, businessPlan: idea.businessPlan } }
      : { kind: share.kind, idea: { ...headline, pitchDeck: idea.pitchDeck } };
  }
}
