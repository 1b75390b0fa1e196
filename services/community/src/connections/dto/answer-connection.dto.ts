import { ApiProperty } from '@nestjs/swagger';
import { CONNECTION_ANSWERS, type ConnectionAnswer } from '@founder/contracts';
import { IsIn } from 'class-validator';

/** PATCH /api/networking/connections/{id}: the receiver's answer. */
export class AnswerConnectionDto {
  @ApiProperty({ enum: CONNECTION_ANSWERS })
  @IsIn(CONNECTION_ANSWERS)
  status!: ConnectionAnswer;
}
