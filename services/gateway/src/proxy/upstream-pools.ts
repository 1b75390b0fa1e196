import type { ServiceName } from '@founder/contracts';
import { Pool } from 'undici';
import type { GatewayConfig } from '../gateway-config';
import { nextAddress, UpstreamEjection } from './upstream-ejection';

/** Connections kept to each address at most for ordinary calls (keep-alive, one request at a time on each). */
const CONNECTIONS_PER_ADDRESS = 128;
/** undici checks its own timeouts on a coarse clock (up to ~1 s late); the precise deadline is upstream-call.ts's. */
const UNDICI_TIMER_SLACK_MS = 1000;

type PoolsConfig = Pick<GatewayConfig, 'upstreams' | 'upstreamConnectTimeoutMs' | 'upstreamTimeoutMs' | 'generationTimeoutMs' | 'openStreams'>;

/**
 * One address of a service (an instance): two undici Pools, and its passive health shared by every
 * group it is in. Long-lived calls (event streams, generation calls that wait: long-lived-calls.ts)
 * have a pool of their own, as many connections as the gateway lets such calls be open
 * (openStreams.total), so however many are open, ordinary calls keep all of theirs (issue 28 item 2).
 */
export interface UpstreamAddress {
  origin: string;
  ejection: UpstreamEjection;
  pool(longLived: boolean): Pool;
}

/** The addresses of one version of a service, called in turn, ejected ones skipped (upstream-ejection.ts). */
export class UpstreamGroup {
  private last = -1;

  constructor(readonly addresses: readonly UpstreamAddress[]) {}

  /** The address to call next; with `excluding` (a retry), another one, or null when there is none. */
  pick(excluding?: UpstreamAddress): UpstreamAddress | null {
    const { addresses } = this;
    const index = nextAddress(
      addresses.length,
      this.last,
      (at) => addresses[at].ejection.isEjected(),
      (at) => addresses[at].ejection.readmittedAt(),
      excluding ? addresses.indexOf(excluding) : -1,
    );
    if (index === -1) return null;
    if (!excluding) this.last = index;
    return addresses[index];
  }
}

/**
 * The gateway's connections to the services, shared by the /api and /sites proxies: one group per
 * service from AUTH_URL / IDEAS_URL / COMMUNITY_URL (each a comma-separated list), and the groups
 * the runtime manifest's backend rollouts name (backend-rollouts.ts), made on first use. An address
 * in several groups has one set of pools and one health.
 */
export class UpstreamPools {
  private readonly addresses = new Map<string, UpstreamAddress>();
  private readonly groups = new Map<string, UpstreamGroup>();
  private readonly openPools: Pool[] = [];
  private readonly options: Pool.Options;

  constructor(private readonly config: PoolsConfig, private readonly now: () => number = Date.now) {
    this.options = {
      pipelining: 1,
      connect: { timeout: config.upstreamConnectTimeoutMs },
      headersTimeout: Math.max(config.upstreamTimeoutMs, config.generationTimeoutMs) + UNDICI_TIMER_SLACK_MS,
      // Between two chunks of a body: an event stream's heartbeats keep it under this.
      bodyTimeout: config.upstreamTimeoutMs,
    };
  }

  /** The group of these addresses, or of the service's configured ones (null). */
  group(service: ServiceName, origins: readonly string[] | null = null): UpstreamGroup {
    const list = origins ?? this.config.upstreams[service];
    const key = list.join(',');
    let group = this.groups.get(key);
    if (!group) {
      group = new UpstreamGroup(list.map((origin) => this.address(origin)));
      this.groups.set(key, group);
    }
    return group;
  }

  private address(origin: string): UpstreamAddress {
    let address = this.addresses.get(origin);
    if (!address) {
      const pools = new Map<boolean, Pool>();
      const { options, config, openPools } = this;
      address = {
        origin,
        ejection: new UpstreamEjection(this.now),
        pool(longLived) {
          let pool = pools.get(longLived);
          if (!pool) {
            pool = new Pool(origin, { ...options, connections: longLived ? config.openStreams.total : CONNECTIONS_PER_ADDRESS });
            pools.set(longLived, pool);
            openPools.push(pool);
          }
          return pool;
        },
      };
      this.addresses.set(origin, address);
    }
    return address;
  }

  /** Drops every connection (the gateway is closing). */
  async destroy(): Promise<void> {
    await Promise.all(this.openPools.map((pool) => pool.destroy()));
  }
}
