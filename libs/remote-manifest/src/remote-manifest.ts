import { REMOTE_NAMES, type RemoteName } from '@founder/contracts';

/**
 * The runtime manifest (deploy/remotes.json, served at /remotes.json): for each remote, the
 * entry every browser loads and optionally a canary entry for a share of browsers.
 * Entries are Module Federation manifests (mf-manifest.json) or remote entry scripts.
 */
export interface RemoteConfig {
  stable: string;
  canary?: { entry: string; percentage: number };
}

export interface RemoteManifest {
  remotes: Partial<Record<RemoteName, RemoteConfig>>;
}

export class RemoteManifestError extends Error {
  constructor(problem: string) {
    super(`Invalid remote manifest: ${problem}`);
    this.name = 'RemoteManifestError';
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isRemoteName(name: string): name is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(name);
}

/** An entry is a same-origin absolute path or an http(s) URL. */
function parseEntry(value: unknown, where: string): string {
  if (typeof value !== 'string' || !/^(\/(?!\/)|https?:\/\/)\S+$/.test(value)) {
    throw new RemoteManifestError(`${where} must be a path starting with "/" or an http(s) URL`);
  }
  return value;
}

function parseRemoteConfig(value: unknown, name: string): RemoteConfig {
  if (!isRecord(value)) throw new RemoteManifestError(`remotes.${name} must be an object`);
  const stable = parseEntry(value['stable'], `remotes.${name}.stable`);
  const canary = value['canary'];
  if (canary === undefined) return { stable };
  if (!isRecord(canary)) throw new RemoteManifestError(`remotes.${name}.canary must be an object`);
  const entry = parseEntry(canary['entry'], `remotes.${name}.canary.entry`);
  const percentage = canary['percentage'];
  if (typeof percentage !== 'number' || !Number.isInteger(percentage) || percentage < 0 || percentage > 100) {
    throw new RemoteManifestError(`remotes.${name}.canary.percentage must be an integer from 0 to 100`);
  }
  return { stable, canary: { entry, percentage } };
}

/** Validates a parsed remotes.json; throws a RemoteManifestError naming the first problem. */
export function parseRemoteManifest(json: unknown): RemoteManifest {
  if (!isRecord(json) || !isRecord(json['remotes'])) {
    throw new RemoteManifestError('expected an object with a "remotes" object');
  }
  const remotes: RemoteManifest['remotes'] = {};
  for (const [name, value] of Object.entries(json['remotes'])) {
    if (!isRemoteName(name)) {
      throw new RemoteManifestError(`unknown remote "${name}" (known: ${REMOTE_NAMES.join(', ')})`);
    }
    remotes[name] = parseRemoteConfig(value, name);
  }
  return { remotes };
}
