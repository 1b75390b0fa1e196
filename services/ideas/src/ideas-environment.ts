import { PortVariable, ServiceEnvironment } from '@founder/server-kit';
import { resolve } from 'node:path';
import { Type } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, IsUrl, Max, Min, ValidateIf } from 'class-validator';

/** Set together or not at all: a half-configured LLM is a mistake worth stopping for. */
const llmConfigured = (environment: IdeasEnvironment) =>
  Boolean(environment.LLM_BASE_URL || environment.LLM_API_KEY || environment.LLM_MODEL);
const TOGETHER = { message: '$property must be set when any of LLM_BASE_URL, LLM_API_KEY, LLM_MODEL is set' };

export class IdeasEnvironment extends ServiceEnvironment {
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

  /** How long one LLM answer may take before the built-in composer writes instead: under the gateway's 8 s deadline, so the browser gets the fallback rather than a 504. */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(100)
  @Max(600000)
  LLM_TIMEOUT_MS = 7000;

  /** The data folder (the launcher's too); data room files are kept under DATA_DIR/data-room. */
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  DATA_DIR = '.data';

  /**
   * Replaces the per-client counts of the data room's link routes (SHARED_LINK_RATE_LIMITS); the
   * browser and API tests, whose every call comes from one address, raise it.
   */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  IDEAS_IP_RATE_LIMIT?: number;

  get dataRoomDir(): string {
    return resolve(this.DATA_DIR, 'data-room');
  }

  get port(): number {
    return this.IDEAS_PORT;
  }

  /** The LLM endpoint when all three variables are set; otherwise generation stays built-in. */
  get llm(): { baseUrl: string; apiKey: string; model: string; timeoutMs: number } | null {
    if (!this.LLM_BASE_URL || !this.LLM_API_KEY || !this.LLM_MODEL) return null;
    return { baseUrl: this.LLM_BASE_URL, apiKey: this.LLM_API_KEY, model: this.LLM_MODEL, timeoutMs: this.LLM_TIMEOUT_MS };
  }
}
