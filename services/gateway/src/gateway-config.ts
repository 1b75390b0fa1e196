import { SERVICE_NAMES, type ServiceName } from '@founder/contracts';
import { parseSigningKey, type IdentitySigningKey } from '@founder/identity';
import { isAbsolute, join, resolve } from 'node:path';

/** Everything the gateway reads from its environment, validated once at start-up. */
export interface GatewayConfig {
  host: string;
  port: number;
  /** Built frontends: <staticRoot>/shell and <staticRoot>/<remote>/<version>/. */
  staticRoot: string;
  /** The runtime remote manifest served at /remotes.json (format owned by libs/remote-manifest). */
  remotesManifest: string;
  /** Each service's addresses (AUTH_URL etc.: comma-separated), called in turn (proxy/upstream-pools.ts). */
  upstreams: Record<ServiceName, string[]>;
  /** For the internal token of the gateway's calls to auth (libs/identity internalToken). */
  identitySecret: string;
  /** Signs identity assertions (IDENTITY_SIGNING_KEY, IDENTITY_SIGNING_KEY_ID): the gateway alone holds it. */
  identitySigningKey: IdentitySigningKey;
  /** Longest wait for an upstream's response headers (and between body chunks) before a 504. */
  upstreamTimeoutMs: number;
  /** The same for calls that answer when a generation is done (upstream-deadline.ts): above the ideas service's GENERATION_WAIT_LIMIT_MS. */
  generationTimeoutMs: number;
  upstreamConnectTimeoutMs: number;
  /** How long a resolved (or refused) session cookie is trusted without asking auth again. */
  sessionCacheMs: number;
  sessionResolveTimeoutMs: number;
  /** Entries of the shared cache of public answers (proxy/shared-cache.ts); 0 turns it off. */
  sharedCacheEntries: number;
  /** Long-lived calls (event streams, waiting generation calls) open at once per client address and in all (proxy/open-stream-limits.ts). */
  openStreams: { perClient: number; total: number };
  trustProxy: boolean;
  /** An extra origin allowed to send state-changing requests (the public URL behind a proxy). */
  publicOrigin: string | null;
  logLevel: string;
  /** The `version` label of the gateway's metrics (SERVICE_VERSION). */
  serviceVersion: string;
}

export const REQUEST_BODY_LIMIT_BYTES = 1024 * 1024;
/** A company logo upload (multipart, the file at most 5 MB) is the one larger body; the ideas service checks the file. */
export const LOGO_UPLOAD_BODY_LIMIT_BYTES = 8 * 1024 * 1024;
/** A data room upload (multipart, the file at most 25 MB, a few metadata fields); the ideas service checks the file. */
export const DOCUMENT_UPLOAD_BODY_LIMIT_BYTES = 26 * 1024 * 1024;
const MAX_SESSION_CACHE_MS = 10_000;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const DEFAULT_SERVICE_PORTS: Record<ServiceName, number> = { auth: 4301, ideas: 4302, community: 4303 };

type Env = Record<string, string | undefined>;

export function loadGatewayConfig(env: Env, workspaceRoot: string): GatewayConfig {
  const problems: string[] = [];
  const text = (name: string, fallback: string) => {
    const value = env[name]?.trim();
    return value ? value : fallback;
  };
  const integer = (name: string, fallback: number, min: number, max: number) => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be an integer from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };
  const url = (name: string, fallback: string) => originOf(name, text(name, fallback), fallback);
  const originOf = (name: string, value: string, fallback: string) => {
    try {
      const parsed = new URL(value);
      if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('not http');
      return parsed.origin;
    } catch {
      problems.push(`${name} must be an http(s) URL (got "${value}")`);
      return fallback;
    }
  };
  const path = (name: string, fallback: string) => {
    const value = text(name, fallback);
    return isAbsolute(value) ? value : resolve(workspaceRoot, value);
  };

  const identitySecret = env['IDENTITY_SECRET'] ?? '';
  if (identitySecret.length < 32) problems.push('IDENTITY_SECRET is required and must be at least 32 characters');

  // Assigned unless a problem is listed (the configuration then throws below).
  let identitySigningKey!: IdentitySigningKey;
  try {
    identitySigningKey = parseSigningKey(env['IDENTITY_SIGNING_KEY'], env['IDENTITY_SIGNING_KEY_ID']);
  } catch (error) {
    problems.push(`${(error as Error).message} (IDENTITY_SIGNING_KEY and IDENTITY_SIGNING_KEY_ID are required)`);
  }

  const trustProxyRaw = text('TRUST_PROXY', 'false').toLowerCase();
  if (!['true', 'false', '1', '0'].includes(trustProxyRaw)) problems.push(`TRUST_PROXY must be true or false (got "${trustProxyRaw}")`);

  const logLevel = text('LOG_LEVEL', 'info').toLowerCase();
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}")`);

  const serviceVersion = text('SERVICE_VERSION', 'stable');
  if (!/^[\w.-]{1,63}$/.test(serviceVersion)) problems.push(`SERVICE_VERSION must be 1-63 letters, digits, dots, dashes or underscores (got "${serviceVersion}")`);

  const publicOriginRaw = env['PUBLIC_ORIGIN']?.trim();
  const publicOrigin = publicOriginRaw ? url('PUBLIC_ORIGIN', '') : null;

  const upstreams = Object.fromEntries(
    SERVICE_NAMES.map((service) => {
      const variable = `${service.toUpperCase()}_URL`;
      const fallback = `http://127.0.0.1:${DEFAULT_SERVICE_PORTS[service]}`;
      const list = text(variable, fallback).split(',').map((item) => item.trim()).filter(Boolean);
      const origins = list.map((item) => originOf(variable, item, fallback));
      return [service, origins.length > 0 ? [...new Set(origins)] : [fallback]];
    }),
  ) as Record<ServiceName, string[]>;

  // The upper bounds keep session resolution + connect + upstream wait within 10 s: every
  // request gets an answer within 10 s, whatever the services do.
  const config: GatewayConfig = {
    host: text('GATEWAY_HOST', '127.0.0.1'),
    port: integer('GATEWAY_PORT', 4200, 0, 65535),
    staticRoot: path('STATIC_ROOT', join(workspaceRoot, 'dist/apps')),
    remotesManifest: path('REMOTES_MANIFEST', join(workspaceRoot, 'deploy/remotes.json')),
    upstreams,
    identitySecret,
    identitySigningKey,
    upstreamTimeoutMs: integer('UPSTREAM_TIMEOUT_MS', 8000, 1, 8000),
    generationTimeoutMs: integer('GENERATION_TIMEOUT_MS', 125000, 1000, 600000),
    upstreamConnectTimeoutMs: integer('UPSTREAM_CONNECT_TIMEOUT_MS', 500, 1, 1000),
    sessionCacheMs: integer('SESSION_CACHE_MS', 5000, 0, MAX_SESSION_CACHE_MS),
    sessionResolveTimeoutMs: integer('SESSION_RESOLVE_TIMEOUT_MS', 1000, 1, 1000),
    sharedCacheEntries: integer('SHARED_CACHE_ENTRIES', 256, 0, 10_000),
    openStreams: { perClient: integer('STREAMS_PER_CLIENT', 8, 1, 1000), total: integer('STREAMS_TOTAL', 256, 1, 10_000) },
    trustProxy: trustProxyRaw === 'true' || trustProxyRaw === '1',
    publicOrigin,
    logLevel,
    serviceVersion,
  };

  if (problems.length > 0) throw new Error(`Invalid gateway configuration:\n  - ${problems.join('\n  - ')}`);
  return config;
}
