import { Registry } from 'prom-client';
import { FounderFactsChanged, UnusableLlmAnswer } from './llm-answer';
import { fallbackReasonOf, LlmMetrics } from './llm-metrics';

describe('LlmMetrics', () => {
  it('records call time by outcome, fallbacks by reason and tokens by kind', async () => {
    const registry = new Registry();
    const metrics = new LlmMetrics(registry);
    metrics.succeeded(3);
    metrics.failed(90, new DOMException('The operation timed out.', 'TimeoutError'));
    metrics.used({ prompt_tokens: 1200, completion_tokens: 350 });
    metrics.used({ prompt_tokens: 800, completion_tokens: 150 });
    metrics.used(undefined);

    const text = await registry.metrics();

    expect(text).toContain('llm_call_duration_seconds_count{outcome="ok"} 1');
    expect(text).toContain('llm_call_duration_seconds_bucket{le="5",outcome="ok"} 1');
    expect(text).toContain('llm_call_duration_seconds_count{outcome="fallback"} 1');
    expect(text).toContain('llm_fallbacks_total{reason="timeout"} 1');
    expect(text).toContain('llm_tokens_total{kind="prompt"} 2000');
    expect(text).toContain('llm_tokens_total{kind="completion"} 500');
  });
});

describe('fallbackReasonOf', () => {
  it('names the reason in a few fixed words', () => {
    expect(fallbackReasonOf(new FounderFactsChanged([]))).toBe('founder_facts_changed');
    expect(fallbackReasonOf(new UnusableLlmAnswer('the answer was not JSON'))).toBe('unusable_answer');
    expect(fallbackReasonOf(new DOMException('aborted', 'AbortError'))).toBe('timeout');
    expect(fallbackReasonOf(new Error('503 Service Unavailable'))).toBe('error');
  });
});
