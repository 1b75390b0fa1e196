import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { federationName, REMOTE_ROUTES_MODULE, type RemoteName } from '@founder/contracts';
import { chooseEntry, INLINE_MANIFEST_ELEMENT_ID, type ChosenEntry, type RemoteManifest } from '@founder/remote-manifest';
import type { RemoteRouteTree } from '@founder/ui';
import { browserBucket } from './rollout-bucket';
import { RemoteLoadError, remoteErrorPlugin } from './remote-error-plugin';
import { remoteLoadInTasksPlugin } from './remote-load-in-tasks-plugin';

const MANIFEST_URL = '/remotes.json';

/** The entry each remote was registered with, as the manifest wrote it. */
const chosenEntries = new Map<RemoteName, ChosenEntry>();
/** One load per remote, shared by all its routes, until a Retry forgets it. */
const routeModules = new Map<RemoteName, Promise<RemoteRouteTree>>();
let registered: Promise<void> = Promise.resolve();
let bucket = 0;

async function fetchManifest(): Promise<RemoteManifest> {
  // no-store: a manifest edit reaches the next page load, with no shell rebuild and no restart.
  const response = await fetch(MANIFEST_URL, { cache: 'no-store', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${MANIFEST_URL} answered ${response.status}`);
  const [json, { parseRemoteManifest }] = await Promise.all([response.json(), import('./parse-remote-manifest')]);
  return parseRemoteManifest(json);
}

/**
 * The manifest the gateway inlined into this page (read from its file and parsed when the page was
 * served, so taken as it is), or a fetch of /remotes.json for a page served without it.
 */
async function startupManifest(): Promise<RemoteManifest> {
  const inlined = document.getElementById(INLINE_MANIFEST_ELEMENT_ID)?.textContent;
  return inlined ? (JSON.parse(inlined) as RemoteManifest) : fetchManifest();
}

/** Registers a remote's chosen entry. Registering fetches nothing: loadRemote does, on first visit. */
function register(remote: RemoteName, manifest: RemoteManifest, force: boolean): void {
  const config = manifest.remotes[remote];
  if (!config) {
    chosenEntries.delete(remote);
    return;
  }
  const chosen = chooseEntry(config, bucket);
  chosenEntries.set(remote, chosen);
  registerRemotes([{ name: federationName(remote), entry: chosen.entry }], { force });
}

/**
 * Called once at start-up: sets up the federation runtime with no remotes and 'loaded-first'
 * sharing (no remote entry is fetched to negotiate versions), then registers every remote of the
 * runtime manifest with the entry this browser's bucket selects.
 */
export function startRemotes(): void {
  init({ name: 'shell', remotes: [], shareStrategy: 'loaded-first', plugins: [remoteErrorPlugin(), remoteLoadInTasksPlugin()] });
  bucket = browserBucket();
  registered = startupManifest()
    .then((manifest) => {
      for (const remote of Object.keys(manifest.remotes) as RemoteName[]) register(remote, manifest, false);
    })
    // Without a manifest every remote route shows its fallback; the shell itself keeps working.
    .catch((error: unknown) => console.error('[remotes] no runtime manifest', error));
}

async function loadRoutes(remote: RemoteName): Promise<RemoteRouteTree> {
  await registered;
  const chosen = chosenEntries.get(remote);
  if (!chosen) throw new RemoteLoadError(remote, new Error(`${remote} is not in ${MANIFEST_URL}`));
  // loadRemote takes '<container>/<exposed name without ./>', e.g. 'mfe_demos/routes'.
  const request = `${federationName(remote)}/${REMOTE_ROUTES_MODULE.replace(/^\.\//, '')}`;
  const exposed = await loadRemote<{ default?: RemoteRouteTree }>(request);
  if (!Array.isArray(exposed?.default)) {
    throw new RemoteLoadError(remote, new Error(`${remote} exposes no route tree`));
  }
  // For tests and support: which build of the area this browser runs, e.g. "stable /remotes/...".
  document.documentElement.setAttribute(`data-remote-${remote}`, `${chosen.channel} ${chosen.entry}`);
  return exposed.default;
}

/** The route tree of a remote, fetched on the first visit to one of its routes. */
export function loadRemoteRoutes(remote: RemoteName): Promise<RemoteRouteTree> {
  let routes = routeModules.get(remote);
  if (!routes) {
    routes = loadRoutes(remote);
    routeModules.set(remote, routes);
  }
  return routes;
}

/**
 * Retry after a failure: forgets the failed load and registers the remote again with force, so
 * the runtime drops its cached entry, container and manifest. The manifest is read again, so a
 * rollback made meanwhile is picked up.
 */
export async function retryRemote(remote: RemoteName): Promise<void> {
  // The page's HTML preloaded this remote (the gateway does for the route's owner): the browser
  // answers a new request for a file whose preload failed with that failure, so the page is
  // loaded again instead, from a fresh HTML.
  if (document.querySelector(`link[rel="preload"][href^="/remotes/${remote}/"]`)) {
    window.location.reload();
    return;
  }
  routeModules.delete(remote);
  document.documentElement.removeAttribute(`data-remote-${remote}`);
  try {
    register(remote, await fetchManifest(), true);
  } catch (error) {
    console.error(`[remotes] ${remote}: manifest unavailable on retry`, error);
  }
}
