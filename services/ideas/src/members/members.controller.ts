import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiExtraModels, ApiCreatedResponse, ApiForbiddenResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { Identity } from '@founder/identity';
import { COMPANY_ROLES, INVALID_INVITATION_MESSAGE, INVITED_ROLES, VERIFY_TO_INVITE_MESSAGE, type AcceptedInvitation, type CompanyInvitation, type CompanyMember, type CompanyMemberPage, type CompanyRole, type InvitedRole } from '@founder/contracts';
import { CurrentIdentity, CursorPageResponse, RequireIdentity, RowIdPipe } from '@founder/server-kit';
import { COMPANY_NOT_FOUND } from '../access/messages';
import { CompanyIdPipe } from '../companies/company-params.pipe';
import { InviteDto } from './dto/invite.dto';
import { ListMembersQuery } from './dto/list-members.query';
import { MemberRoleDto } from './dto/member-role.dto';
import { ALREADY_INVITED, ALREADY_MEMBER, INVITATION_NOT_FOUND, INVITED_ANOTHER_ADDRESS, MEMBER_NOT_FOUND, MembersService, OWNER_STAYS } from './members.service';

const MemberIdPipe = new RowIdPipe(MEMBER_NOT_FOUND);
const InvitationIdPipe = new RowIdPipe(INVITATION_NOT_FOUND);

class CompanyMemberResponse implements CompanyMember {
  @ApiProperty({ description: "The member's user id (the memberId of the paths)" }) id!: number;
  @ApiProperty({ enum: COMPANY_ROLES }) role!: CompanyRole;
  @ApiProperty({ type: String, nullable: true }) name!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'email' }) email!: string | null;
  @ApiProperty({ format: 'date-time' }) since!: string;
}

const CompanyMemberPageResponse = CursorPageResponse(CompanyMemberResponse);

class CompanyInvitationResponse implements CompanyInvitation {
  @ApiProperty() id!: number;
  @ApiProperty({ format: 'email' }) email!: string;
  @ApiProperty({ enum: INVITED_ROLES }) role!: InvitedRole;
  @ApiProperty({ format: 'date-time' }) expiresAt!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

class AcceptedInvitationResponse implements AcceptedInvitation {
  @ApiProperty() companyId!: number;
  @ApiProperty() companyName!: string;
  @ApiProperty({ enum: INVITED_ROLES }) role!: InvitedRole;
}

const MANAGE_REFUSED = 'A member without company.members.manage';

/** A company's members and invitations (issue 32). A non-member gets the company's 404. */
@ApiTags('company members')
@ApiExtraModels(CompanyMemberResponse, CompanyMemberPageResponse)
@Controller('api')
@RequireIdentity()
export class MembersController {
  constructor(private readonly team: MembersService) {}

  @Get('companies/:id/members')
  @ApiOkResponse({
    type: CompanyMemberPageResponse,
    description: 'The owner first (on the first page), then the members by the date they joined, then user id; ?limit= (default 100 members after the owner, at most 200), ?cursor= the nextCursor of the page before',
  })
  @ApiNotFoundResponse({ description: COMPANY_NOT_FOUND })
  members(@Param('id', CompanyIdPipe) id: number, @Query() query: ListMembersQuery, @CurrentIdentity() identity: Identity): Promise<CompanyMemberPage> {
    return this.team.members(id, identity.userId, query);
  }

  @Patch('companies/:id/members/:memberId')
  @ApiOkResponse({ type: [CompanyMemberResponse], description: 'The members after the change; role owner transfers ownership (the old owner becomes an editor)' })
  @ApiNotFoundResponse({ description: `${COMPANY_NOT_FOUND} / ${MEMBER_NOT_FOUND}` })
  @ApiForbiddenResponse({ description: MANAGE_REFUSED })
  @ApiConflictResponse({ description: OWNER_STAYS })
  changeRole(@Param('id', CompanyIdPipe) id: number, @Param('memberId', MemberIdPipe) memberId: number, @Body() change: MemberRoleDto, @CurrentIdentity() identity: Identity): Promise<CompanyMember[]> {
    return this.team.changeRole(id, memberId, change.role, identity.userId);
  }

  @Delete('companies/:id/members/:memberId')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Removed (the owner), or left (the member themself)' })
  @ApiNotFoundResponse({ description: `${COMPANY_NOT_FOUND} / ${MEMBER_NOT_FOUND}` })
  @ApiForbiddenResponse({ description: MANAGE_REFUSED })
  @ApiConflictResponse({ description: OWNER_STAYS })
  async remove(@Param('id', CompanyIdPipe) id: number, @Param('memberId', MemberIdPipe) memberId: number, @CurrentIdentity() identity: Identity): Promise<void> {
    await this.team.remove(id, memberId, identity.userId);
  }

  @Post('companies/:id/invitations')
  @ApiCreatedResponse({ type: CompanyInvitationResponse, description: 'The invitation; auth mails its link (7 days, single use)' })
  @ApiNotFoundResponse({ description: COMPANY_NOT_FOUND })
  @ApiForbiddenResponse({ description: `${MANAGE_REFUSED} / ${VERIFY_TO_INVITE_MESSAGE}` })
  @ApiConflictResponse({ description: ALREADY_INVITED })
  invite(@Param('id', CompanyIdPipe) id: number, @Body() input: InviteDto, @CurrentIdentity() identity: Identity): Promise<CompanyInvitation> {
    return this.team.invite(id, identity.userId, input.email, input.role);
  }

  @Get('companies/:id/invitations')
  @ApiOkResponse({ type: [CompanyInvitationResponse], description: 'The pending invitations, oldest first' })
  @ApiNotFoundResponse({ description: COMPANY_NOT_FOUND })
  @ApiForbiddenResponse({ description: MANAGE_REFUSED })
  invitations(@Param('id', CompanyIdPipe) id: number, @CurrentIdentity() identity: Identity): Promise<CompanyInvitation[]> {
    return this.team.pendingInvitations(id, identity.userId);
  }

  @Delete('companies/:id/invitations/:invitationId')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Revoked: its link no longer works' })
  @ApiNotFoundResponse({ description: `${COMPANY_NOT_FOUND} / ${INVITATION_NOT_FOUND}` })
  @ApiForbiddenResponse({ description: MANAGE_REFUSED })
  async revoke(@Param('id', CompanyIdPipe) id: number, @Param('invitationId', InvitationIdPipe) invitationId: number, @CurrentIdentity() identity: Identity): Promise<void> {
    await this.team.revoke(id, invitationId, identity.userId);
  }

  @Post('invitations/:token/accept')
  @HttpCode(200)
  @ApiOkResponse({ type: AcceptedInvitationResponse, description: 'The company joined' })
  @ApiBadRequestResponse({ description: INVALID_INVITATION_MESSAGE })
  @ApiForbiddenResponse({ description: INVITED_ANOTHER_ADDRESS })
  @ApiConflictResponse({ description: ALREADY_MEMBER })
  accept(@Param('token') token: string, @CurrentIdentity() identity: Identity): Promise<AcceptedInvitation> {
    return this.team.accept(token, identity.userId);
  }
}
