import { boundedEach } from './bounded-each';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('boundedEach', () => {
  it('starts items in order and never runs more than the limit at once', async () => {
    const started: number[] = [];
    let running = 0;
    let most = 0;
    await boundedEach([1, 2, 3, 4, 5, 6, 7], 3, async (item) => {
      started.push(item);
      running += 1;
      most = Math.max(most, running);
      await tick();
      running -= 1;
    });
    expect(started).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(3);
  });

  it('rejects with the first failure and starts nothing after it', async () => {
    const started: number[] = [];
    await expect(
      boundedEach([1, 2, 3, 4], 1, async (item) => {
        started.push(item);
        if (item === 2) throw new Error('part 2 failed');
      }),
    ).rejects.toThrow('part 2 failed');
    expect(started).toEqual([1, 2]);
  });

  it('does nothing for no items', async () => {
    const work = jest.fn();
    await boundedEach([], 4, work);
    expect(work).not.toHaveBeenCalled();
  });
});
