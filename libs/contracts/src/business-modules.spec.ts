import {
  BUSINESS_MODULE_IDS,
  BUSINESS_MODULES,
  moduleProgressPercent,
  moduleStatus,
  modulesCompletedPercent,
  platformPercent,
  raisedProgress,
  toolButtonPhase,
  waitingFor,
  type BusinessModuleId,
  type ModulesProgress,
} from './business-modules';

const ALL_TASKS = [0, 1, 2];
function completed(...ids: BusinessModuleId[]): ModulesProgress {
  return Object.fromEntries(ids.map((id) => [id, { started: true, tasksDone: ALL_TASKS }]));
}
function statuses(modules: ModulesProgress): Record<string, string> {
  return Object.fromEntries(BUSINESS_MODULE_IDS.map((id) => [id, moduleStatus(id, modules)]));
}

describe('the module graph', () => {
  it('has the thirteen modules of spec section 9 with their dependencies', () => {
    expect(BUSINESS_MODULES.map((module) => module.id)).toEqual([...BUSINESS_MODULE_IDS]);
    expect(Object.fromEntries(BUSINESS_MODULES.filter((m) => m.dependencies.length).map((m) => [m.id, m.dependencies]))).toEqual({
      'marketing-intelligence': ['business-strategy'],
      'pitch-deck': ['business-strategy', 'marketing-intelligence'],
      'funding-strategy': ['pitch-deck', 'legal-foundation'],
      'document-management': ['legal-foundation'],
      'product-development': ['roadmap-planning'],
      'team-building': ['funding-strategy'],
      'mvp-builder': ['product-development'],
      'operations-scaling': ['team-building'],
    });
  });

  it('makes only the modules without dependencies available at the start', () => {
    expect(statuses({})).toEqual({
      'business-strategy': 'available',
      'marketing-intelligence': 'locked',
      'legal-foundation': 'available',
      'pitch-deck': 'locked',
      'roadmap-planning': 'available',
      'document-management': 'locked',
      'funding-strategy': 'locked',
      'financial-modeling': 'available',
      'product-development': 'locked',
      'team-building': 'locked',
      'market-expansion': 'available',
      'operations-scaling': 'locked',
      'mvp-builder': 'locked',
    });
  });

  it('says what a locked module waits for', () => {
    expect(waitingFor('pitch-deck', {})).toEqual(['business-strategy', 'marketing-intelligence']);
    expect(waitingFor('pitch-deck', completed('business-strategy'))).toEqual(['marketing-intelligence']);
    expect(waitingFor('funding-strategy', completed('business-strategy', 'marketing-intelligence', 'pitch-deck'))).toEqual(['legal-foundation']);
    expect(waitingFor('business-strategy', {})).toEqual([]);
  });

  it('unlocks marketing-intelligence when business-strategy is completed, and not before', () => {
    expect(moduleStatus('marketing-intelligence', { 'business-strategy': { started: true, tasksDone: [0, 1] } })).toBe('locked');
    expect(moduleStatus('marketing-intelligence', completed('business-strategy'))).toBe('available');
  });

  it('unlocks the whole graph, one completion at a time, in dependency order', () => {
    const order: BusinessModuleId[] = [
      'business-strategy', 'marketing-intelligence', 'legal-foundation', 'pitch-deck', 'document-management', 'funding-strategy',
      'team-building', 'operations-scaling', 'roadmap-planning', 'product-development', 'mvp-builder', 'financial-modeling', 'market-expansion',
    ];
    const done: BusinessModuleId[] = [];
    for (const id of order) {
      expect(moduleStatus(id, completed(...done))).toBe('available');
      done.push(id);
      expect(moduleStatus(id, completed(...done))).toBe('completed');
    }
    expect(Object.values(statuses(completed(...done)))).toEqual(Array(13).fill('completed'));
  });

  it('keeps a module locked while any one dependency is missing', () => {
    for (const module of BUSINESS_MODULES) {
      for (const missing of module.dependencies) {
        const others = BUSINESS_MODULE_IDS.filter((id) => id !== missing && id !== module.id);
        // Completing every other module cannot unlock it: the missing dependency is not completed (and may itself be locked).
        expect(moduleStatus(module.id, completed(...others))).toBe('locked');
      }
    }
  });

  it('is in-progress once started, completed when every task is done', () => {
    expect(moduleStatus('legal-foundation', { 'legal-foundation': { started: true, tasksDone: [] } })).toBe('in-progress');
    expect(moduleStatus('legal-foundation', { 'legal-foundation': { started: true, tasksDone: [2, 0] } })).toBe('in-progress');
    expect(moduleStatus('legal-foundation', { 'legal-foundation': { started: true, tasksDone: [2, 0, 1] } })).toBe('completed');
    expect(moduleProgressPercent('legal-foundation', { 'legal-foundation': { started: true, tasksDone: [2, 0] } })).toBe(67);
  });

  it('a locked module stays locked even with its tasks ticked', () => {
    expect(moduleStatus('mvp-builder', completed('mvp-builder'))).toBe('locked');
  });
});

describe('progress', () => {
  it('overall progress is the rounded share of completed modules', () => {
    expect(modulesCompletedPercent({})).toBe(0);
    expect(modulesCompletedPercent(completed('business-strategy'))).toBe(8);
    expect(modulesCompletedPercent(completed('business-strategy', 'legal-foundation', 'roadmap-planning'))).toBe(23);
    expect(modulesCompletedPercent(completed(...BUSINESS_MODULE_IDS))).toBe(100);
  });

  it('the platform stands at 20% after onboarding and reaches 100 with every module', () => {
    expect(platformPercent({})).toBe(20);
    expect(platformPercent(completed('business-strategy'))).toBe(26);
    expect(platformPercent(completed(...BUSINESS_MODULE_IDS))).toBe(100);
  });

  it('company tools add 10 and strategy modules 15, capped at 100', () => {
    expect(raisedProgress(75, 'company')).toBe(85);
    expect(raisedProgress(95, 'company')).toBe(100);
    expect(raisedProgress(45, 'strategy')).toBe(60);
    expect(raisedProgress(90, 'strategy')).toBe(100);
    expect(raisedProgress(100, 'strategy')).toBe(100);
  });
});

describe('tool button delays (fake clock)', () => {
  let now = 0;
  beforeEach(() => {
    jest.useFakeTimers({ now: 1_000_000 });
    now = Date.now();
  });
  afterEach(() => jest.useRealTimers());

  it('a company tool generates for 3 s', () => {
    const pressedAt = now;
    expect(toolButtonPhase(null, Date.now(), 'company')).toBe('idle');
    expect(toolButtonPhase(pressedAt, Date.now(), 'company')).toBe('generating');
    jest.advanceTimersByTime(2999);
    expect(toolButtonPhase(pressedAt, Date.now(), 'company')).toBe('generating');
    jest.advanceTimersByTime(1);
    expect(toolButtonPhase(pressedAt, Date.now(), 'company')).toBe('idle');
  });

  it('a strategy module (and a module start) generates for 4 s', () => {
    const pressedAt = now;
    jest.advanceTimersByTime(3999);
    expect(toolButtonPhase(pressedAt, Date.now(), 'strategy')).toBe('generating');
    jest.advanceTimersByTime(1);
    expect(toolButtonPhase(pressedAt, Date.now(), 'strategy')).toBe('idle');
  });
});
