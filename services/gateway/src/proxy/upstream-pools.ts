import { SERVICE_NAMES, type ServiceName } from '@founder/contracts';
import { Pool } from 'undici';
import type { GatewayConfig } from '../gateway-config';

/** Connections kept to each service at most for ordinary calls (keep-alive, one request at a time on each). */
const CONNECTIONS_PER_SERVICE = 128;
/** undici checks its own timeouts on a coarse clock (up to ~1 s late); the precise deadline is upstream-call.ts's. */
const UNDICI_TIMER_SLACK_MS = 1000;

/**
 * Two undici Pools per service, shared by the /api and /sites proxies: the gateway talks to each
 * upstream over kept-alive connections, with no retries (a POST must never run twice). Long-lived
 * calls (event streams, generation calls that wait: long-lived-calls.ts) have a pool of their own,
 * as many connections as the gateway lets such calls be open (openStreams.total), so however many
 * are open, ordinary calls keep all of theirs (issue 28 item 2).
 */
export class UpstreamPools {
  private readonly pools: Record<ServiceName, Pool>;
  private readonly longLivedPools: Record<ServiceName, Pool>;

  constructor(config: Pick<GatewayConfig, 'upstreams' | 'upstreamConnectTimeoutMs' | 'upstreamTimeoutMs' | 'generationTimeoutMs' | 'openStreams'>) {
    const options: Pool.Options = {
      pipelining: 1,
      connect: { timeout: config.upstreamConnectTimeoutMs },
      headersTimeout: Math.max(config.upstreamTimeoutMs, config.generationTimeoutMs) + UNDICI_TIMER_SLACK_MS,
      // Between two chunks of a body: an event stream's heartbeats keep it under this.
      bodyTimeout: config.upstreamTimeoutMs,
    };
    const poolsOf = (connections: number) =>
      Object.fromEntries(SERVICE_NAMES.map((service) => [service, new Pool(config.upstreams[service], { ...options, connections })])) as Record<ServiceName, Pool>;
    this.pools = poolsOf(CONNECTIONS_PER_SERVICE);
    this.longLivedPools = poolsOf(config.openStreams.total);
  }

  of(service: ServiceName, longLived = false): Pool {
    return (longLived ? this.longLivedPools : this.pools)[service];
  }

  /** Drops every connection (the gateway is closing). */
  async destroy(): Promise<void> {
    await Promise.all(SERVICE_NAMES.flatMap((service) => [this.pools[service].destroy(), this.longLivedPools[service].destroy()]));
  }
}
