import { PortVariable, ServiceEnvironment } from '@founder/server-kit';
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

  /**
   * Replaces the per-client-address count of ideas submitted by new browsers per hour
   * (IDEA_CREATION_LIMITS); the browser tests, whose every browser comes from one address, raise it.
   */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  IDEAS_CLIENT_RATE_LIMIT?: number;

  get port(): number {
    return this.IDEAS_PORT;
  }

  /** The LLM endpoint when all three variables are set; otherwise generation stays built-in. */
  get llm(): { baseUrl: string; apiKey: string; model: string; timeoutMs: number } | null {
    if (!this.LLM_BASE_URL || !this.LLM_API_KEY || !this.LLM_MODEL) return null;
    return { baseUrl: this.LLM_BASE_URL, apiKey: this.LLM_API_KEY, model: this.LLM_MODEL, timeoutMs: this.LLM_TIMEOUT_MS };
  }
}
