import { IsIn, IsNotEmpty, IsString, Matches, MinLength } from 'class-validator';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * Variables every service needs. Each service extends it with its own port variable
 * (AUTH_PORT, IDEAS_PORT, ...) and names it in `port`. Also the injection token for it.
 */
export abstract class ServiceEnvironment {
  @Matches(/^postgres(ql)?:\/\/\S+$/, { message: 'DATABASE_URL must be a postgres:// URL' })
  DATABASE_URL!: string;

  @MinLength(32)
  @IsString()
  IDENTITY_SECRET!: string;

  @IsIn(LOG_LEVELS)
  LOG_LEVEL: LogLevel = 'info';

  @IsNotEmpty()
  @IsString()
  SERVICE_HOST = '127.0.0.1';

  abstract get port(): number;
}
