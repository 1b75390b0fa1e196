import type { GatewayConfig } from '../gateway-config';

/**
 * Calls that answer when a generation is done: POST a whole document of an idea, or regenerate one
 * part. The ideas service waits up to its GENERATION_WAIT_LIMIT_MS (then answers 202 with the job),
 * so these get the generation deadline instead of the 8 s one.
 */
const GENERATION_CALL = /^\/api\/startup-ideas\/\d+\/(business-plan|pitch-deck|financial-model|market-research)(\/[a-z]+\/[A-Za-z0-9-]+\/regenerate)?\/?(\?.*)?$/;

/** How long the gateway waits for an upstream's first byte on this call. */
export function upstreamDeadlineMs(config: Pick<GatewayConfig, 'upstreamTimeoutMs' | 'generationTimeoutMs'>, method: string, url: string): number {
  return method === 'POST' && GENERATION_CALL.test(url) ? config.generationTimeoutMs : config.upstreamTimeoutMs;
}
