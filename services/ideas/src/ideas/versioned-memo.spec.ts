import { VersionedMemo } from './versioned-memo';

describe('VersionedMemo', () => {
  const counted = () => {
    let calls = 0;
    return { compute: (label: string) => () => ({ label, call: ++calls }), calls: () => calls };
  };

  it('reuses the value of the same id and version', () => {
    const memo = new VersionedMemo<{ label: string; call: number }>(10);
    const { compute, calls } = counted();
    expect(memo.get(1, 'v1', compute('a'))).toEqual({ label: 'a', call: 1 });
    expect(memo.get(1, 'v1', compute('b'))).toEqual({ label: 'a', call: 1 });
    expect(calls()).toBe(1);
  });

  it('computes again for another version and keeps only the newest', () => {
    const memo = new VersionedMemo<{ label: string; call: number }>(10);
    const { compute } = counted();
    memo.get(1, 'v1', compute('a'));
    expect(memo.get(1, 'v2', compute('b'))).toEqual({ label: 'b', call: 2 });
    expect(memo.get(1, 'v1', compute('c'))).toEqual({ label: 'c', call: 3 });
  });

  it('computes every time without a version', () => {
    const memo = new VersionedMemo<{ label: string; call: number }>(10);
    const { compute } = counted();
    memo.get(1, undefined, compute('a'));
    expect(memo.get(1, undefined, compute('b'))).toEqual({ label: 'b', call: 2 });
  });

  it('keeps ids apart and forgets the least recently used beyond its size', () => {
    const memo = new VersionedMemo<{ label: string; call: number }>(2);
    const { compute } = counted();
    memo.get(1, 'v', compute('one'));
    memo.get(2, 'v', compute('two'));
    memo.get(1, 'v', compute('again'));
    memo.get(3, 'v', compute('three'));
    expect(memo.get(1, 'v', compute('x'))).toEqual({ label: 'one', call: 1 });
    expect(memo.get(2, 'v', compute('y'))).toEqual({ label: 'y', call: 4 });
  });
});
