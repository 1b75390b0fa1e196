import { Body, Controller, ForbiddenException, Get, HttpCode, NotFoundException, Param, ParseIntPipe, Post, UseGuards } from '@nestjs/common';
import { ApiAcceptedResponse, ApiForbiddenResponse, ApiHeader, ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { INTERNAL_INVITATIONS_PATH, VERIFY_TO_INVITE_MESSAGE } from '@founder/contracts';
import { INTERNAL_TOKEN_HEADER } from '@founder/identity';
import { InjectRepository } from '@nestjs/typeorm';
import { InternalTokenGuard, Mailer } from '@founder/server-kit';
import { Repository } from 'typeorm';
import { AuthEnvironment } from '../auth-environment';
import { canSendMailToOthers } from '../domain/mail-to-others';
import { invitationEmail } from '../domain/invitation-email';
import { User } from '../users/user.entity';
import { InternalInvitationDto } from './dto/internal-invitation.dto';

/**
 * What ideas needs of auth for company invitations (issue 32): mailing one (only from a verified
 * inviter: canSendMailToOthers) and a founder's verified address (accepting one). Outside /api:
 * never proxied; the internal token derived from IDENTITY_SECRET.
 */
class InvitationMailedResponse {
  @ApiProperty({ enum: ['queued'] }) outcome!: 'queued';
}

class VerifiedEmailResponse {
  @ApiProperty({ type: String, nullable: true, format: 'email', description: 'null when the address is not verified' }) email!: string | null;
}

@ApiTags('internal')
@ApiHeader({ name: INTERNAL_TOKEN_HEADER, required: true, description: 'internalToken(IDENTITY_SECRET)' })
@UseGuards(InternalTokenGuard)
@Controller('internal')
export class InternalInvitationsController {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly mailer: Mailer,
    private readonly environment: AuthEnvironment,
  ) {}

  @Post(INTERNAL_INVITATIONS_PATH.slice('/internal/'.length))
  @HttpCode(202)
  @ApiAcceptedResponse({ type: InvitationMailedResponse, description: 'The invitation email is queued' })
  @ApiForbiddenResponse({ description: VERIFY_TO_INVITE_MESSAGE })
  async invite(@Body() invitation: InternalInvitationDto): Promise<InvitationMailedResponse> {
    const inviter = await this.users.findOneBy({ id: invitation.inviterId });
    if (!inviter || !canSendMailToOthers(inviter)) throw new ForbiddenException(VERIFY_TO_INVITE_MESSAGE);
    const invite = { inviterName: inviter.name ?? inviter.email ?? 'A founder', companyName: invitation.companyName, role: invitation.role, token: invitation.token };
    await this.mailer.send(invitationEmail(invitation.email, invite, (path) => this.environment.publicLink(path)));
    return { outcome: 'queued' };
  }

  @Get('users/:userId/verified-email')
  @ApiOkResponse({ type: VerifiedEmailResponse, description: "The user's address when verified, else null" })
  async verifiedEmail(@Param('userId', ParseIntPipe) userId: number): Promise<VerifiedEmailResponse> {
    const user = await this.users.findOneBy({ id: userId });
    if (!user) throw new NotFoundException('User not found');
    return { email: canSendMailToOthers(user) ? user.email : null };
  }
}
