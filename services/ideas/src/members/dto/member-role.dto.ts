import { ApiProperty } from '@nestjs/swagger';
import { COMPANY_ROLES, type CompanyRole, type MemberRoleChange } from '@founder/contracts';
import { IsIn } from 'class-validator';

export class MemberRoleDto implements MemberRoleChange {
  @ApiProperty({ enum: COMPANY_ROLES, description: 'owner transfers ownership: the old owner becomes an editor' })
  @IsIn(COMPANY_ROLES, { message: `role must be one of ${COMPANY_ROLES.join(', ')}` })
  role!: CompanyRole;
}
