// Times a whole business plan written by an LLM against the local streaming stub (tokens arriving
// over time, the same speed per request): the provider's way (one streamed request per section,
// LLM_CONCURRENCY at once) against one structured call for all twelve sections. Prints the time to
// the first finished section and to the whole plan for each.
// Run: SWC_NODE_PROJECT=tsconfig.base.json node -r @swc-node/register services/ideas/bench/llm-generation.bench.ts [chunkDelayMs]
import { PLAN_SECTION_IDS } from '@founder/contracts';
import OpenAI from 'openai';
import { Registry } from 'prom-client';
import { compositionContext } from '../src/domain/composition-context';
import { BUSINESS_PLAN_DOCUMENT } from '../src/business-plan/business-plan.kind';
import { GenerationService } from '../src/idea-documents/writers/generation.service';
import { readLlmAnswer } from '../src/idea-documents/writers/llm-answer';
import { llmMessages } from '../src/idea-documents/writers/llm-prompt';
import { UNCAPPED_LLM_CALLS } from '../src/idea-documents/writers/llm-call-cap';
import { LlmMetrics } from '../src/idea-documents/writers/llm-metrics';
import { LlmWriter } from '../src/idea-documents/writers/llm-writer';
import { DEMO_IDEA } from '../src/ideas/demo-idea';
import { LlmStub } from '@founder/llm-stub';

/** About one token (4 characters) every CHUNK_DELAY_MS per request: 6 ms makes one call for the whole plan take about 30 s. */
const CHUNK_DELAY_MS = Number(process.argv[2] ?? 6);
const context = compositionContext(DEMO_IDEA);
const plan = Object.fromEntries(PLAN_SECTION_IDS.map((id) => [id, `Written by the model. ${BUSINESS_PLAN_DOCUMENT.compose(context, id)}`]));

async function main(): Promise<void> {
  const stub = new LlmStub();
  const baseUrl = await stub.start();
  stub.reply = ({ requestedIds }) => ({ content: JSON.stringify(Object.fromEntries(requestedIds.map((id) => [id, plan[id]]))), chunkChars: 4, chunkDelayMs: CHUNK_DELAY_MS });
  const settings = { baseUrl, apiKey: 'bench', model: 'stub', timeoutMs: 600_000 };

  for (const concurrency of [4, 12]) {
    const generation = new GenerationService(new LlmWriter({ ...settings, concurrency }, UNCAPPED_LLM_CALLS, new LlmMetrics(new Registry())));
    const started = Date.now();
    let first = 0;
    const providers: string[] = [];
    await generation.eachPart(BUSINESS_PLAN_DOCUMENT, DEMO_IDEA, PLAN_SECTION_IDS, undefined, async ({ provider }) => {
      first ||= Date.now() - started;
      providers.push(provider);
    });
    console.log(`one streamed request per section, ${concurrency} at once: first section ${(first / 1000).toFixed(1)} s, whole plan ${((Date.now() - started) / 1000).toFixed(1)} s (${providers.filter((p) => p === 'llm').length} of 12 by the model)`);
  }

  const client = new OpenAI({ baseURL: baseUrl, apiKey: 'bench', maxRetries: 0 });
  const started = Date.now();
  const stream = await client.chat.completions.create({ model: 'stub', messages: llmMessages(BUSINESS_PLAN_DOCUMENT, context, PLAN_SECTION_IDS), response_format: { type: 'json_object' }, stream: true });
  let text = '';
  for await (const chunk of stream) text += chunk.choices[0]?.delta?.content ?? '';
  const parts = readLlmAnswer(BUSINESS_PLAN_DOCUMENT, context, PLAN_SECTION_IDS, text);
  const whole = ((Date.now() - started) / 1000).toFixed(1);
  // Its JSON object is checked once complete: no section is usable before the whole answer.
  console.log(`one structured call for the whole plan: first section ${whole} s, whole plan ${whole} s (${Object.keys(parts).length} of 12 by the model)`);
  await stub.stop();
}

void main();
