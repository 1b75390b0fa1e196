import { ApiProperty } from '@nestjs/swagger';
import type { EmailSentAnswer } from '@founder/contracts';

/** The 202 body of a call that sends an email (OpenAPI). */
export class EmailSentResponse implements EmailSentAnswer {
  @ApiProperty({ example: 'If an account uses this email, a link to reset its password is on its way.' })
  message!: string;
}
