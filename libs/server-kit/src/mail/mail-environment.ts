import { Type } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, Min, ValidateIf } from 'class-validator';
import { resolve } from 'node:path';
import { ServiceEnvironment } from '../environment/service-environment';

/**
 * The variables of a service that sends email. With SMTP_URL the mail goes to that server; without
 * it each message is written as an .eml file to MAIL_DIR (DATA_DIR/outbox) and logged, so `npm start`
 * needs no mail server and a self-hoster still finds a reset link.
 */
export abstract class MailingServiceEnvironment extends ServiceEnvironment {
  /** smtp://user:password@host:587 (STARTTLS when offered) or smtps://user:password@host:465. */
  @IsOptional()
  @Matches(/^smtps?:\/\/\S+$/, { message: 'SMTP_URL must be an smtp:// or smtps:// URL' })
  SMTP_URL?: string;

  /** The sender; a real mail server needs an address it may send from. */
  @ValidateIf((environment: MailingServiceEnvironment) => environment.SMTP_URL !== undefined || environment.MAIL_FROM !== undefined)
  @IsNotEmpty({ message: 'MAIL_FROM must be set when SMTP_URL is' })
  @IsString()
  MAIL_FROM?: string;

  @IsOptional()
  @IsString()
  @IsNotEmpty()
  DATA_DIR = '.data';

  @IsOptional()
  @IsString()
  @IsNotEmpty()
  MAIL_DIR?: string;

  /** The address founders open (the gateway's); every link in an email starts with it. */
  @Matches(/^https?:\/\/[^/\s]+\/?$/, { message: 'PUBLIC_ORIGIN must be an http(s) origin, such as https://founder.example' })
  PUBLIC_ORIGIN = 'http://localhost:4200';

  /** The first wait before a failed message is sent again; each next wait doubles (pg-boss backoff). */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(3600)
  MAIL_RETRY_DELAY_SECONDS = 30;

  get mailDir(): string {
    return resolve(this.MAIL_DIR ?? resolve(this.DATA_DIR, 'outbox'));
  }

  get mailFrom(): string {
    return this.MAIL_FROM ?? 'Founder Platform <no-reply@localhost>';
  }

  /** An absolute link into the product: `path` may carry a query. */
  publicLink(path: string): string {
    return new URL(path, this.PUBLIC_ORIGIN).toString();
  }
}
