import { parsePublicKeys } from '@founder/identity';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsString, Matches, Max, Min, MinLength, ValidateBy } from 'class-validator';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export const MIGRATION_MODES = ['run', 'off'] as const;

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

  /** The gateway's public keys (libs/identity parsePublicKeys): identity assertions are verified with them. */
  @ValidateBy({
    name: 'identityPublicKeys',
    validator: {
      validate: (value) => {
        try {
          parsePublicKeys(typeof value === 'string' ? value : undefined);
          return true;
        } catch {
          return false;
        }
      },
      defaultMessage: () => 'IDENTITY_PUBLIC_KEYS must be a JSON object of key id to the PEM of an Ed25519 public key, with at least one key',
    },
  })
  IDENTITY_PUBLIC_KEYS!: string;

  @IsIn(LOG_LEVELS)
  LOG_LEVEL: LogLevel = 'info';

  @IsNotEmpty()
  @IsString()
  SERVICE_HOST = '127.0.0.1';

  /**
   * run: the service migrates its schema at start, under the schema's lock (npm start); off: it
   * waits for `npm run migrate` (the migration job) to have run every migration it knows.
   */
  @IsIn(MIGRATION_MODES, { message: 'MIGRATIONS must be run or off' })
  MIGRATIONS: (typeof MIGRATION_MODES)[number] = 'run';

  /** With MIGRATIONS=off: how long the start waits for the schema before it fails. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(86_400)
  MIGRATIONS_WAIT_SECONDS = 300;

  /** The `version` label of this process's metrics: 'stable', 'canary', or in Kubernetes the pod's rollouts-pod-template-hash. */
  @Matches(/^[\w.-]{1,63}$/, { message: 'SERVICE_VERSION must be 1-63 letters, digits, dots, dashes or underscores' })
  SERVICE_VERSION = 'stable';

  abstract get port(): number;
}
