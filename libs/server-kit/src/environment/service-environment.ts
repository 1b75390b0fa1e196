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

  /** The `version` label of this process's metrics: 'stable', 'canary', or in Kubernetes the pod's rollouts-pod-template-hash. */
  @Matches(/^[\w.-]{1,63}$/, { message: 'SERVICE_VERSION must be 1-63 letters, digits, dots, dashes or underscores' })
  SERVICE_VERSION = 'stable';

  abstract get port(): number;
}
