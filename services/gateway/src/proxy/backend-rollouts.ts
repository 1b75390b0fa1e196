import type { ServiceName } from '@founder/contracts';
import { bucketFromCookie, chooseBackend, parseBackendRollouts, type BackendRollouts, type BackendVersion } from '@founder/remote-manifest';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { readFileSync, statSync, type Stats } from 'node:fs';
import type { UpstreamGroup, UpstreamPools } from './upstream-pools';

/** The response header naming the version of the service that answered (metrics and tests tell canary from stable by it). */
export const BACKEND_VERSION_HEADER = 'x-backend-version';

/**
 * The runtime manifest's backend rollouts (libs/remote-manifest backend-rollout.ts), read again
 * whenever the file changes (checked on every call: a stat, the file read only after an edit), so
 * a canary percentage edited reaches the next request with no restart. An edit that is not valid
 * is logged and the last valid rollouts stay in force (none before any valid read).
 */
export class BackendRolloutsFile {
  private rollouts: BackendRollouts = {};
  private version = '';

  constructor(private readonly path: string) {}

  current(log: FastifyBaseLogger): BackendRollouts {
    let stats: Stats;
    try {
      stats = statSync(this.path);
    } catch {
      return this.rollouts;
    }
    const version = `${stats.ino}:${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}`;
    if (version === this.version) return this.rollouts;
    this.version = version;
    try {
      this.rollouts = parseBackendRollouts(JSON.parse(readFileSync(this.path, 'utf8')));
    } catch (error) {
      log.error({ err: error, manifestPath: this.path }, 'the backend rollouts of the remote manifest are not valid; keeping the last valid ones');
    }
    return this.rollouts;
  }
}

/**
 * The addresses that answer this request for a service and their version: the canary's for a
 * browser whose rollout bucket (the cookie the frontend canary uses) is below the canary's
 * percentage, so one founder sees one version of an area front to back; stable otherwise.
 */
export function backendFor(request: FastifyRequest, service: ServiceName, rollouts: BackendRolloutsFile, pools: UpstreamPools): { upstream: UpstreamGroup; version: BackendVersion } {
  const chosen = chooseBackend(rollouts.current(request.log)[service], bucketFromCookie(request.headers.cookie));
  return { upstream: pools.group(service, chosen.upstreams), version: chosen.version };
}
