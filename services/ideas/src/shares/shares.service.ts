import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { IdeaShare, IdeaShareKind, SharedIdeaView } from '@founder/contracts';
import { IsNull, Repository } from 'typeorm';
import type { AnyDocumentKind } from '../documents/document-kind';
import { REGISTERED_KINDS } from '../documents/documents.module';
import { documentOf } from '../documents/idea-document.entity';
import { IdeaDocumentsService } from '../documents/idea-documents.service';
import { IdeaAccess } from '../owners/idea-access.service';
import type { IdeaCaller } from '../owners/idea-caller';
import { StartupIdeaEntity } from '../ideas/startup-idea.entity';
import { IdeaShareEntity } from './idea-share.entity';
import { isShareToken, newShareToken, shareTokenHash } from './share-token';

export const SHARE_UNAVAILABLE = 'This shared link is no longer available';
export const SHARE_NOT_FOUND = 'Share not found';

/** Revocable read-only links to one generated document of an idea (any registered kind). */
@Injectable()
export class SharesService {
  constructor(
    private readonly access: IdeaAccess,
    private readonly documents: IdeaDocumentsService,
    @Inject(REGISTERED_KINDS) private readonly kinds: readonly AnyDocumentKind[],
    @InjectRepository(IdeaShareEntity) private readonly shares: Repository<IdeaShareEntity>,
    @InjectRepository(StartupIdeaEntity) private readonly ideas: Repository<StartupIdeaEntity>,
  ) {}

  /** A new link to what the idea has of that kind; 400 for a kind the app does not serve, 409 when it has not been generated. */
  async create(id: number, caller: IdeaCaller, kindName: string): Promise<IdeaShare> {
    const idea = await this.access.writable(id, caller);
    const kind = this.kinds.find((candidate) => candidate.kind === kindName);
    if (!kind) throw new BadRequestException(`kind must be one of the following values: ${this.kinds.map((known) => known.kind).join(', ')}`);
    this.documents.content(idea, kind);
    const token = newShareToken();
    await this.shares.insert({ ideaId: idea.id, tokenHash: shareTokenHash(token), kind: kind.kind });
    return { token, kind: kind.kind as IdeaShareKind, url: `${kind.share.page}?share=${token}` };
  }

  /** Revokes a link of this idea; revoking it again changes nothing. */
  async revoke(id: number, caller: IdeaCaller, token: string): Promise<void> {
    const idea = await this.access.writable(id, caller);
    if (!isShareToken(token)) throw new NotFoundException(SHARE_NOT_FOUND);
    const share = await this.shares.findOneBy({ ideaId: idea.id, tokenHash: shareTokenHash(token) });
    if (!share) throw new NotFoundException(SHARE_NOT_FOUND);
    if (!share.revokedAt) await this.shares.update(share.id, { revokedAt: new Date() });
  }

  /** The read-only view behind a live link: the idea's headline fields and the shared document, as it is now. */
  async view(token: string): Promise<SharedIdeaView> {
    const share = isShareToken(token) ? await this.shares.findOneBy({ tokenHash: shareTokenHash(token), revokedAt: IsNull() }) : null;
    const idea = share ? await this.ideas.findOneBy({ id: share.ideaId }) : null;
    const kind = this.kinds.find((candidate) => candidate.kind === share?.kind);
    if (!share || !idea || !kind) throw new NotFoundException(SHARE_UNAVAILABLE);
    return {
      kind: kind.kind as IdeaShareKind,
      idea: {
        ideaTitle: idea.ideaTitle,
        description: idea.description,
        industry: idea.industry,
        stage: idea.stage,
        [kind.share.field]: documentOf(idea, kind.kind)?.content ?? null,
      },
    };
  }
}
