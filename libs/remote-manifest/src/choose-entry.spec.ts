import { chooseEntry } from './choose-entry';

const stable = '/remotes/mfe-demos/1.0.0/mf-manifest.json';
const canaryEntry = '/remotes/mfe-demos/1.1.0/mf-manifest.json';

describe('chooseEntry', () => {
  it('always picks stable without a canary', () => {
    expect(chooseEntry({ stable }, 0)).toEqual({ entry: stable, channel: 'stable' });
  });

  it('picks the canary for buckets below the percentage', () => {
    const remote = { stable, canary: { entry: canaryEntry, percentage: 10 } };
    expect(chooseEntry(remote, 0)).toEqual({ entry: canaryEntry, channel: 'canary' });
    expect(chooseEntry(remote, 9)).toEqual({ entry: canaryEntry, channel: 'canary' });
    expect(chooseEntry(remote, 10)).toEqual({ entry: stable, channel: 'stable' });
    expect(chooseEntry(remote, 99)).toEqual({ entry: stable, channel: 'stable' });
  });

  it('sends nobody to a 0% canary and everybody to a 100% canary', () => {
    for (let bucket = 0; bucket < 100; bucket += 1) {
      expect(chooseEntry({ stable, canary: { entry: canaryEntry, percentage: 0 } }, bucket).channel).toBe('stable');
      expect(chooseEntry({ stable, canary: { entry: canaryEntry, percentage: 100 } }, bucket).channel).toBe('canary');
    }
  });
});
