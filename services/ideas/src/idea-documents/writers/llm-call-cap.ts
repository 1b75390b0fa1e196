/** What the LLM writer asks before each part: a slot, held while the part is written. */
export interface LlmCallCap {
  /** Runs `work` holding a slot; waits for one until `signal` aborts (then rejects with NoFreeLlmSlot). */
  run<T>(signal: AbortSignal, work: () => Promise<T>): Promise<T>;
}

/** No cap: the LLM benchmark, which measures the writer alone. */
export const UNCAPPED_LLM_CALLS: LlmCallCap = { run: (_signal, work) => work() };

export class NoFreeLlmSlot extends Error {
  constructor() {
    super('no free LLM slot (LLM_GLOBAL_CONCURRENCY) within the part’s time');
    this.name = 'NoFreeLlmSlot';
  }
}
