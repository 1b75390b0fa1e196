import { NotifyingServiceEnvironment, PortVariable } from '@founder/server-kit';
import { resolve } from 'node:path';
import { Type } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, IsUrl, Max, Min, ValidateIf } from 'class-validator';
import type { LlmSettings } from './idea-documents/writers/llm-writer';

/** Set together or not at all: a half-configured LLM is a mistake worth stopping for. */
const llmConfigured = (environment: IdeasEnvironment) =>
  Boolean(environment.LLM_BASE_URL || environment.LLM_API_KEY || environment.LLM_MODEL);
const TOGETHER = { message: '$property must be set when any of LLM_BASE_URL, LLM_API_KEY, LLM_MODEL is set' };

/** AUTH_URL (notifications to founders) comes with NotifyingServiceEnvironment. */
export class IdeasEnvironment extends NotifyingServiceEnvironment {
  @PortVariable()
  IDEAS_PORT = 4302;

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
