import { ApiProperty } from '@nestjs/swagger';
import type { EmailConfirmedAnswer } from '@founder/contracts';

/** The 200 body of an opened verification link (OpenAPI). */
export class EmailConfirmedResponse implements EmailConfirmedAnswer {
  @ApiProperty({ example: 'Your email address ada@example.com is verified.' })
  message!: string;

  @ApiProperty({ format: 'email', description: 'The address the account now uses' })
  email!: string;
}
