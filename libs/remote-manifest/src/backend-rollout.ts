import { SERVICE_NAMES, type ServiceName } from '@founder/contracts';
import { RemoteManifestError } from './remote-manifest';

/**
 * Staged rollout of a service (the runtime manifest's "backends", beside "remotes"): the addresses
 * of its stable version (the gateway's AUTH_URL / IDEAS_URL / COMMUNITY_URL when absent) and
 * optionally a canary version for the browsers whose rollout bucket is below its percentage, the
 * same rule as a remote's canary, so an area's frontend and backend canaries reach the same founders.
 * Only the gateway reads this part: browsers never see it (internal addresses).
 */
export interface BackendRollout {
  stable?: string[];
  canary?: { upstreams: string[]; percentage: number };
}

export type BackendRollouts = Partial<Record<ServiceName, BackendRollout>>;

export type BackendVersion = 'stable' | 'canary';

export interface ChosenBackend {
  /** null: the gateway's configured addresses for the service. */
  upstreams: string[] | null;
  version: BackendVersion;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isServiceName(name: string): name is ServiceName {
  return (SERVICE_NAMES as readonly string[]).includes(name);
}

/** A non-empty list of http(s) origins ("http://10.0.0.7:4302"), each once. */
function parseUpstreams(value: unknown, where: string): string[] {
  if (!Array.isArray(value) || value.length === 0) throw new RemoteManifestError(`${where} must be a non-empty list of http(s) URLs`);
  const origins = value.map((item) => {
    if (typeof item === 'string' && /^https?:\/\/[^/\s]+\/?$/.test(item)) {
      try {
        return new URL(item).origin;
      } catch {
        // reported below
      }
    }
    throw new RemoteManifestError(`${where} must be a non-empty list of http(s) URLs (got ${JSON.stringify(item)})`);
  });
  return [...new Set(origins)];
}

function parseBackend(value: unknown, name: string): BackendRollout {
  if (!isRecord(value)) throw new RemoteManifestError(`backends.${name} must be an object`);
  const rollout: BackendRollout = {};
  if (value['stable'] !== undefined) rollout.stable = parseUpstreams(value['stable'], `backends.${name}.stable`);
  const canary = value['canary'];
  if (canary === undefined) return rollout;
  if (!isRecord(canary)) throw new RemoteManifestError(`backends.${name}.canary must be an object`);
  const upstreams = parseUpstreams(canary['upstreams'], `backends.${name}.canary.upstreams`);
  const percentage = canary['percentage'];
  if (typeof percentage !== 'number' || !Number.isInteger(percentage) || percentage < 0 || percentage > 100) {
    throw new RemoteManifestError(`backends.${name}.canary.percentage must be an integer from 0 to 100`);
  }
  return { ...rollout, canary: { upstreams, percentage } };
}

/** The "backends" of a parsed remotes.json (none when absent); throws a RemoteManifestError naming the first problem. */
export function parseBackendRollouts(json: unknown): BackendRollouts {
  const backends = isRecord(json) ? json['backends'] : undefined;
  if (backends === undefined) return {};
  if (!isRecord(backends)) throw new RemoteManifestError('"backends" must be an object');
  const rollouts: BackendRollouts = {};
  for (const [name, value] of Object.entries(backends)) {
    if (!isServiceName(name)) throw new RemoteManifestError(`unknown backend "${name}" (known: ${SERVICE_NAMES.join(', ')})`);
    rollouts[name] = parseBackend(value, name);
  }
  return rollouts;
}

/**
 * Which version of a service answers a browser: the canary when its bucket is below the canary's
 * percentage (0 sends nobody, 100 everybody); a caller without a bucket gets stable.
 */
export function chooseBackend(rollout: BackendRollout | undefined, bucket: number | null): ChosenBackend {
  if (rollout?.canary && bucket !== null && bucket < rollout.canary.percentage) return { upstreams: rollout.canary.upstreams, version: 'canary' };
  return { upstreams: rollout?.stable ?? null, version: 'stable' };
}
