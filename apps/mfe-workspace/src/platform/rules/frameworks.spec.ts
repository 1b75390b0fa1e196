import { frameworkStatus, YC_FRAMEWORKS } from './frameworks';

const EMPTY = { steps: { setup: 75, strategy: 45, product: 35, financial: 0, marketing: 0, legal: 0, launch: 0 }, modules: {}, work: {} };
const PIECE = { title: 't', summary: 's', sections: [], generatedAt: '2026-01-01T00:00:00.000Z' };

describe('frameworkStatus', () => {
  it('follows the piece or the module that applies the framework', () => {
    const [talk, canvas] = YC_FRAMEWORKS;
    expect(frameworkStatus(canvas, EMPTY)).toBe('available');
    expect(frameworkStatus(canvas, { ...EMPTY, work: { 'strategy-canvas': PIECE } })).toBe('completed');
    expect(frameworkStatus(talk, { ...EMPTY, modules: { 'business-strategy': { started: true, tasksDone: [0] } } })).toBe('in-progress');
    expect(frameworkStatus(talk, { ...EMPTY, modules: { 'business-strategy': { started: true, tasksDone: [0, 1, 2] } } })).toBe('completed');
    expect(frameworkStatus({ name: 'n', description: 'd', difficulty: 'beginner' }, EMPTY)).toBe('available');
  });
});
