import type { RemoteConfig } from './remote-manifest';

export type RemoteChannel = 'stable' | 'canary';

export interface ChosenEntry {
  entry: string;
  channel: RemoteChannel;
}

/** Buckets below the canary percentage get the canary: 0 sends nobody, 100 everybody. */
export function chooseEntry(remote: RemoteConfig, bucket: number): ChosenEntry {
  if (remote.canary && bucket < remote.canary.percentage) {
    return { entry: remote.canary.entry, channel: 'canary' };
  }
  return { entry: remote.stable, channel: 'stable' };
}
