import { LlmStub } from './llm-stub';
import { modelWritesEveryPart } from './model-writes-every-part';

const SECTION = '- "financial-projections" (Financial Projections): prose of 120 to 400 words; it must state "$120,000" and "18 months" exactly as written';
const SLIDE = '- "problem" (Problem): an object {"content": slide text of 20 to 60 words, "notes": speaker notes of 40 to 120 words}';

/** Asks the stub as the ideas service does: one user message, streamed or not; `askedAgain`: after an answer it rejected. */
async function ask(baseUrl: string, prompt: string, stream = true, askedAgain = false): Promise<Response> {
  const first = [{ role: 'user', content: `Answer with a JSON object with exactly these keys:\n${prompt}` }];
  const again = [{ role: 'assistant', content: '{}' }, { role: 'user', content: 'Your answer changed facts the founder stated.' }];
  return fetch(`${baseUrl}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer key' },
    body: JSON.stringify({ model: 'stub-model', stream, messages: askedAgain ? [...first, ...again] : first }),
  });
}

/** The text of a streamed answer: its chunks' deltas joined. */
async function streamedText(response: Response): Promise<string> {
  const events = (await response.text()).split('\n\n').filter((event) => event.startsWith('data: {'));
  return events.map((event) => JSON.parse(event.slice('data: '.length)).choices[0].delta.content ?? '').join('');
}

describe('LlmStub', () => {
  let stub: LlmStub;
  let baseUrl: string;

  beforeEach(async () => {
    stub = new LlmStub();
    baseUrl = await stub.start();
  });

  afterEach(() => stub.stop());

  it('records each request with the part ids its prompt asks for and answers what reply says, whole or streamed in chunks', async () => {
    stub.reply = ({ requestedIds }) => ({ content: JSON.stringify({ asked: requestedIds }), chunkChars: 5 });
    const whole = (await (await ask(baseUrl, `${SECTION}\n${SLIDE}`, false)).json()) as { choices: Array<{ message: { content: string } }> };
    expect(whole.choices[0].message.content).toBe('{"asked":["financial-projections","problem"]}');

    const streamed = await ask(baseUrl, SLIDE);
    expect(streamed.headers.get('content-type')).toBe('text/event-stream');
    const body = await streamed.text();
    expect(body.endsWith('data: [DONE]\n\n')).toBe(true);
    expect(body.split('\n\n').filter((event) => event.includes('"content":"')).length).toBeGreaterThan(3);
    expect(stub.requests.map(({ path, authorization, requestedIds }) => ({ path, authorization, requestedIds }))).toEqual([
      { path: '/v1/chat/completions', authorization: 'Bearer key', requestedIds: ['financial-projections', 'problem'] },
      { path: '/v1/chat/completions', authorization: 'Bearer key', requestedIds: ['problem'] },
    ]);
  });

  it('answers a status and body when reply gives them, and 404 off the chat-completions path', async () => {
    stub.reply = () => ({ status: 503, body: { error: { message: 'overloaded' } } });
    const failed = await ask(baseUrl, SECTION);
    expect(failed.status).toBe(503);
    expect(await failed.json()).toEqual({ error: { message: 'overloaded' } });
    expect((await fetch(`${baseUrl}/models`)).status).toBe(404);
  });

  it('counts the chat completions answered at once', async () => {
    stub.reply = () => ({ content: '{}', delayMs: 50 });
    await Promise.all([ask(baseUrl, SECTION, false), ask(baseUrl, SLIDE, false), ask(baseUrl, SLIDE, false)].map(async (answer) => (await answer).text()));
    expect(stub.mostInFlight).toBe(3);
  });

  describe('modelWritesEveryPart', () => {
    beforeEach(() => (stub.reply = modelWritesEveryPart({ chunkChars: 50, chunkDelayMs: 0, invalidJsonFor: 'team' })));

    it('writes a section stating its required figures, and a slide as content and notes', async () => {
      const section = JSON.parse(await streamedText(await ask(baseUrl, SECTION)));
      expect(section['financial-projections']).toMatch(/^Written by the model\. It states \$120,000 and 18 months\. the founders/);
      expect(section['financial-projections'].split(' ').length).toBeGreaterThan(120);

      const slide = JSON.parse(await streamedText(await ask(baseUrl, SLIDE)));
      expect(slide.problem).toEqual({ content: expect.stringMatching(/^• Written by the model\./), notes: expect.stringMatching(/^Model notes\./) });
    });

    it.each([false, true])('adds a changed fact to its part alone, and when asked again only if told to (%s)', async (again) => {
      const change = 'Each workshop pays €45 per month.';
      stub.reply = modelWritesEveryPart({ chunkChars: 50, chunkDelayMs: 0, changesFact: { partId: 'financial-projections', sentence: change, again } });
      const section = async (askedAgain: boolean) => JSON.parse(await streamedText(await ask(baseUrl, SECTION, true, askedAgain)))['financial-projections'] as string;
      expect((await section(false)).endsWith(`. ${change}`)).toBe(true);
      expect((await section(true)).endsWith(`. ${change}`)).toBe(again);
      expect(JSON.parse(await streamedText(await ask(baseUrl, SLIDE))).problem.notes).not.toContain(change);
      expect(stub.requests.map((request) => request.askedAgain)).toEqual([false, true, false]);
    });

    it('cuts the answer of the failing part short, and refuses a prompt that asks for no part', async () => {
      expect(await streamedText(await ask(baseUrl, '- "team" (Team): prose'))).toBe('{"team": "cut sho');
      const refused = await ask(baseUrl, 'nothing asked');
      expect(refused.status).toBe(400);
    });
  });
});
