import type { GatewayConfig } from '../gateway-config';
import { isGenerationCall } from './long-lived-calls';

/** How long the gateway waits for an upstream's first byte on this call: generation calls get the generation deadline instead of the 8 s one. */
export function upstreamDeadlineMs(config: Pick<GatewayConfig, 'upstreamTimeoutMs' | 'generationTimeoutMs'>, method: string, url: string): number {
  return isGenerationCall(method, url) ? config.generationTimeoutMs : config.upstreamTimeoutMs;
}
