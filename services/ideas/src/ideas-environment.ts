import { NotifyingServiceEnvironment, PortVariable } from '@founder/server-kit';
import { resolve } from 'node:path';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, IsUrl, Matches, Max, Min, ValidateIf } from 'class-validator';
import type { LlmSettings } from './idea-documents/writers/llm-writer';

/** Set together or not at all: a half-configured LLM is a mistake worth stopping for. */
const llmConfigured = (environment: IdeasEnvironment) =>
  Boolean(environment.LLM_BASE_URL || environment.LLM_API_KEY || environment.LLM_MODEL);
const TOGETHER = { message: '$property must be set when any of LLM_BASE_URL, LLM_API_KEY, LLM_MODEL is set' };

export const IDEAS_ROLES = ['web', 'worker', 'both'] as const;

const onS3 = (environment: IdeasEnvironment) => environment.STORAGE === 's3';
/** A key pair given half is a mistake; none at all leaves the SDK's other sources (a role, a profile). */
const keyPairStarted = (environment: IdeasEnvironment) => onS3(environment) && Boolean(environment.AWS_ACCESS_KEY_ID || environment.AWS_SECRET_ACCESS_KEY);
const KEY_PAIR = { message: '$property must be set when STORAGE=s3 and either of AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY is set' };

/** AUTH_URL (notifications to founders) comes with NotifyingServiceEnvironment. */
export class IdeasEnvironment extends NotifyingServiceEnvironment {
  @PortVariable()
  IDEAS_PORT = 4302;

  /**
   * web: serves the API and queues generation jobs; worker: runs the queues' workers (generation)
   * and answers only /health/*; both (npm start).
   */
  @IsIn(IDEAS_ROLES, { message: 'IDEAS_ROLE must be web, worker or both' })
  IDEAS_ROLE: (typeof IDEAS_ROLES)[number] = 'both';

  get servesApi(): boolean {
    return this.IDEAS_ROLE !== 'worker';
  }

  get runsWorkers(): boolean {
    return this.IDEAS_ROLE !== 'web';
  }

  /** An OpenAI-compatible API root, e.g. https://api.openai.com/v1 (chat completions at <root>/chat/completions). */
  @ValidateIf(llmConfigured)
  @IsUrl({ require_tld: false, protocols: ['http', 'https'], require_protocol: true })
  @IsNotEmpty(TOGETHER)
  LLM_BASE_URL?: string;

  @ValidateIf(llmConfigured)
  @IsString()
  @IsNotEmpty(TOGETHER)
  LLM_API_KEY?: string;

  @ValidateIf(llmConfigured)
  @IsString()
  @IsNotEmpty(TOGETHER)
  LLM_MODEL?: string;

  /** How long the LLM may take for one part (a section or slide, its whole stream) before the built-in composer writes that part instead. */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(100)
  @Max(600000)
  LLM_TIMEOUT_MS = 90000;

  /** Parts the LLM writes at once (measured faster than one structured call: README, 'LLM settings'). */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(32)
  LLM_CONCURRENCY = 4;

  /**
   * LLM calls in flight at once across every job and every instance (PostgreSQL advisory-lock slots:
   * llm-call-slots.ts); a part that finds no free slot within LLM_TIMEOUT_MS is written by the built-in composer.
   */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(1000)
  LLM_GLOBAL_CONCURRENCY = 16;

  /** How long POST {kind} waits for a generation before answering 202 with its job instead (the gateway allows these paths as long). */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1000)
  @Max(600000)
  GENERATION_WAIT_LIMIT_MS = 120000;

  /**
   * How often an instance looks for running generation jobs whose writer is gone (its PostgreSQL
   * session ended: killed or cut off) and hands them back to the queue, where any instance resumes them.
   */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(200)
  @Max(600000)
  GENERATION_JOB_SWEEP_MS = 5000;

  /** A job's event stream with no new part for this long is ended (the browser's EventSource opens it again): a stuck job or a forgotten tab holds no connection for long. */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(100)
  @Max(3_600_000)
  JOB_STREAM_IDLE_MS = 300_000;

  /** Generation jobs (LLM work) one instance writes at once; more wait in the queue for any instance. */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(64)
  GENERATION_WORKERS = 4;

  /** The data folder (the launcher's too); data room files are kept under DATA_DIR/data-room. */
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  DATA_DIR = '.data';

  /**
   * The per-client count of each of the data room's link routes, in place of its own
   * (SHARED_LINK_RATE_LIMITS), for clients that share one address (the browser and API tests raise it).
   */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  IDEAS_IP_RATE_LIMIT?: number;

  /**
   * Where data room files are kept: `filesystem` (DATA_DIR/data-room, one instance only) or `s3`, an
   * S3-compatible bucket that every instance shares (S3_BUCKET, S3_REGION, S3_ENDPOINT, S3_FORCE_PATH_STYLE).
   */
  @IsIn(['filesystem', 's3'], { message: 'STORAGE must be filesystem or s3' })
  STORAGE: 'filesystem' | 's3' = 'filesystem';

  @ValidateIf(onS3)
  @Matches(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { message: 'S3_BUCKET must be a bucket name (3-63 lowercase letters, digits, dots, hyphens) when STORAGE=s3' })
  S3_BUCKET?: string;

  @IsOptional()
  @Matches(/^[a-z0-9-]{2,32}$/, { message: 'S3_REGION must be a region name such as us-east-1' })
  S3_REGION = 'us-east-1';

  /** An S3-compatible server (MinIO: http://minio:9000); unset for AWS S3. */
  @IsOptional()
  @IsUrl({ require_tld: false, protocols: ['http', 'https'], require_protocol: true }, { message: 'S3_ENDPOINT must be an http(s) URL' })
  S3_ENDPOINT?: string;

  /** Buckets in the path (http://host/bucket/key) rather than the host name: MinIO and most S3-compatible servers need it. */
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'S3_FORCE_PATH_STYLE must be true or false' })
  S3_FORCE_PATH_STYLE: 'true' | 'false' = 'false';

  @ValidateIf(keyPairStarted)
  @IsNotEmpty(KEY_PAIR)
  AWS_ACCESS_KEY_ID?: string;

  @ValidateIf(keyPairStarted)
  @IsNotEmpty(KEY_PAIR)
  AWS_SECRET_ACCESS_KEY?: string;

  /** The bucket's settings when STORAGE=s3 (credentials: the SDK's standard chain). */
  get s3(): { bucket: string; region: string; endpoint?: string; forcePathStyle: boolean } {
    return { bucket: this.S3_BUCKET ?? '', region: this.S3_REGION, endpoint: this.S3_ENDPOINT, forcePathStyle: this.S3_FORCE_PATH_STYLE === 'true' };
  }

  get dataRoomDir(): string {
    return resolve(this.DATA_DIR, 'data-room');
  }

  /**
   * What one company's data room may hold, in MB (files stored and being written): an upload past it
   * is 413 naming what the room holds. 500 MB is twenty files at the 25 MB limit.
   */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(1_000_000)
  DATA_ROOM_QUOTA_MB = 500;

  get dataRoomQuotaBytes(): number {
    return this.DATA_ROOM_QUOTA_MB * 1024 * 1024;
  }

  /**
   * Replaces the per-client-address count of ideas submitted without an account per hour
   * (IDEA_CREATION_LIMITS); the browser tests, whose every browser comes from one address, raise it.
   */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  IDEAS_CLIENT_RATE_LIMIT?: number;

  /**
   * Replaces every hourly count of GENERATION_LIMITS (documents and regenerated parts, per account
   * or client address); the tests, whose every caller comes from one address, raise it.
   */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  IDEAS_GENERATION_RATE_LIMIT?: number;

  get port(): number {
    return this.IDEAS_PORT;
  }

  /** The LLM endpoint when all three variables are set; otherwise generation stays built-in. */
  get llm(): LlmSettings | null {
    if (!this.LLM_BASE_URL || !this.LLM_API_KEY || !this.LLM_MODEL) return null;
    return { baseUrl: this.LLM_BASE_URL, apiKey: this.LLM_API_KEY, model: this.LLM_MODEL, timeoutMs: this.LLM_TIMEOUT_MS, concurrency: this.LLM_CONCURRENCY };
  }
}
