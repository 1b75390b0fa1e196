import { nextAddress, UpstreamEjection } from './upstream-ejection';

describe('UpstreamEjection', () => {
  it('ejects an address that failed to connect for 1 s, doubling while failures go on in a row, up to 30 s', () => {
    let now = 1_000_000;
    const ejection = new UpstreamEjection(() => now);
    const ejections: number[] = [];
    for (let failure = 0; failure < 7; failure += 1) {
      ejection.connectFailed();
      ejections.push(ejection.readmittedAt() - now);
      now = ejection.readmittedAt();
      expect(ejection.isEjected()).toBe(false);
    }
    expect(ejections).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('admits the address again once the time is up, and an answer clears the count', () => {
    let now = 0;
    const ejection = new UpstreamEjection(() => now);
    ejection.connectFailed();
    ejection.connectFailed();
    now = 1999;
    expect(ejection.isEjected()).toBe(true);
    now = 2000;
    expect(ejection.isEjected()).toBe(false);
    ejection.answered();
    ejection.connectFailed();
    expect(ejection.readmittedAt()).toBe(3000);
  });
});

describe('nextAddress', () => {
  const none = () => false;
  const at = () => 0;

  it('goes round the addresses in turn', () => {
    const picks: number[] = [];
    let last = -1;
    for (let call = 0; call < 5; call += 1) picks.push((last = nextAddress(3, last, none, at)));
    expect(picks).toEqual([0, 1, 2, 0, 1]);
  });

  it('skips ejected addresses and the excluded one', () => {
    expect(nextAddress(3, 0, (index) => index === 1, at)).toBe(2);
    expect(nextAddress(3, 0, none, at, 1)).toBe(2);
    expect(nextAddress(3, 0, (index) => index === 2, at, 1)).toBe(0);
  });

  it('takes the address admitted again soonest when all are ejected, and -1 when only the excluded one is left', () => {
    const readmitted = [5000, 2000, 3000];
    expect(nextAddress(3, 0, () => true, (index) => readmitted[index])).toBe(1);
    expect(nextAddress(3, 0, () => true, (index) => readmitted[index], 1)).toBe(2);
    expect(nextAddress(1, 0, none, at, 0)).toBe(-1);
  });
});
