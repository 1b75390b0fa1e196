import { canonicalJsonHash, currentSnapshot, snapshotFileName, textHash, type PrerenderedSnapshot } from './prerendered-snapshot';

const SNAPSHOT: PrerenderedSnapshot = {
  path: '/dashboard',
  shell: textHash('<html>shell 1</html>'),
  entry: '/remotes/mfe-workspace/1.0.0/mf-manifest.json',
  remoteManifest: canonicalJsonHash({ id: 'mfe-workspace', version: 1 }),
  htmlAttributes: {},
  stylesheets: [],
  styles: [],
  markup: '<p>Please log in</p>',
};
const CURRENT = { shell: SNAPSHOT.shell, entry: SNAPSHOT.entry, remoteManifest: SNAPSHOT.remoteManifest };

describe('currentSnapshot', () => {
  it('gives the snapshot taken from exactly the files of this page', () => {
    expect(currentSnapshot([SNAPSHOT], CURRENT)).toBe(SNAPSHOT);
  });

  it('picks the snapshot of the entry chosen for this browser (stable or canary)', () => {
    const canary = { ...SNAPSHOT, entry: '/remotes/mfe-workspace/1.1.0/mf-manifest.json', markup: '<p>canary</p>' };
    expect(currentSnapshot([SNAPSHOT, canary], { ...CURRENT, entry: canary.entry })).toBe(canary);
  });

  it('gives none after a shell release, a remote deployed alone, or a manifest pointing elsewhere', () => {
    expect(currentSnapshot([SNAPSHOT], { ...CURRENT, shell: textHash('<html>shell 2</html>') })).toBeNull();
    expect(currentSnapshot([SNAPSHOT], { ...CURRENT, remoteManifest: canonicalJsonHash({ id: 'mfe-workspace', version: 2 }) })).toBeNull();
    expect(currentSnapshot([SNAPSHOT], { ...CURRENT, entry: '/remotes/mfe-workspace/1.1.0/mf-manifest.json' })).toBeNull();
    expect(currentSnapshot([], CURRENT)).toBeNull();
  });
});

describe('canonicalJsonHash', () => {
  it('is the same for the same JSON whatever its whitespace, and differs for other content', () => {
    expect(canonicalJsonHash(JSON.parse('{ "a": [1, 2] }'))).toBe(canonicalJsonHash(JSON.parse('{"a":[1,2]}')));
    expect(canonicalJsonHash({ a: [1, 2] })).not.toBe(canonicalJsonHash({ a: [2, 1] }));
  });
});

describe('snapshotFileName', () => {
  it('names one plain file per route', () => {
    expect(snapshotFileName('/')).toBe('%2F.json');
    expect(snapshotFileName('/dashboard')).toBe('%2Fdashboard.json');
    expect(snapshotFileName('/../x')).toBe('%2F..%2Fx.json');
  });
});
