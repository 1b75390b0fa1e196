import { SERVICE_NAMES, type ServiceName } from '@founder/contracts';
import { Pool } from 'undici';
import type { GatewayConfig } from '../gateway-config';

/** Connections kept to each service at most (keep-alive, one request at a time on each). */
const CONNECTIONS_PER_SERVICE = 128;
/** undici checks its own timeouts on a coarse clock (up to ~1 s late); the precise deadline is upstream-call.ts's. */
const UNDICI_TIMER_SLACK_MS = 1000;

/**
 * One undici Pool per service, shared by the /api and /sites proxies: the gateway talks to each
 * upstream over kept-alive connections, with no retries (a POST must never run twice).
 */
export class UpstreamPools {
  private readonly pools: Record<ServiceName, Pool>;

  constructor(config: Pick<GatewayConfig, 'upstreams' | 'upstreamConnectTimeoutMs' | 'upstreamTimeoutMs' | 'generationTimeoutMs'>) {
    const options: Pool.Options = {
      connections: CONNECTIONS_PER_SERVICE,
      pipelining: 1,
      connect: { timeout: config.upstreamConnectTimeoutMs },
      headersTimeout: Math.max(config.upstreamTimeoutMs, config.generationTimeoutMs) + UNDICI_TIMER_SLACK_MS,
      // Between two chunks of a body: an event stream's heartbeats keep it under this.
      bodyTimeout: config.upstreamTimeoutMs,
    };
    this.pools = Object.fromEntries(SERVICE_NAMES.map((service) => [service, new Pool(config.upstreams[service], options)])) as Record<ServiceName, Pool>;
  }

  of(service: ServiceName): Pool {
    return this.pools[service];
  }

  /** Drops every connection (the gateway is closing). */
  async destroy(): Promise<void> {
    await Promise.all(SERVICE_NAMES.map((service) => this.pools[service].destroy()));
  }
}
