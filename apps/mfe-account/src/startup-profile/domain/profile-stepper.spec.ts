import { stepperSteps } from './profile-stepper';

const flags = (vision: string, completion: number) => stepperSteps(vision, completion).map(({ green, checked }) => [green, checked]);

describe('stepperSteps (spec section 4)', () => {
  it('names the three phases in order', () => {
    expect(stepperSteps('', 0).map(({ phase, label }) => [phase, label])).toEqual([
      ['quick-start', 'Quick Start'],
      ['guided-completion', 'Guided Completion'],
      ['advanced-details', 'Advanced Details'],
    ]);
  });

  it('marks step 1 done when a vision exists, whatever its length', () => {
    expect(flags('', 0)[0]).toEqual([false, false]);
    expect(flags('   ', 0)[0]).toEqual([false, false]);
    expect(flags('short', 0)[0]).toEqual([true, true]);
  });

  it('turns step 2 green above 20 and checks it above 80', () => {
    expect(flags('v', 20)[1]).toEqual([false, false]);
    expect(flags('v', 21)[1]).toEqual([true, false]);
    expect(flags('v', 80)[1]).toEqual([true, false]);
    expect(flags('v', 81)[1]).toEqual([true, true]);
  });

  it('turns step 3 green above 80 and checks it at 100', () => {
    expect(flags('v', 80)[2]).toEqual([false, false]);
    expect(flags('v', 81)[2]).toEqual([true, false]);
    expect(flags('v', 99)[2]).toEqual([true, false]);
    expect(flags('v', 100)[2]).toEqual([true, true]);
  });
});
