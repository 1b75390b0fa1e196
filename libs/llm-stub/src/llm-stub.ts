import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  path: string;
  authorization: string | undefined;
  body: { model: string; messages: Array<{ role: string; content: string }>; response_format?: { type: string; json_schema?: { name: string; schema: object; strict?: boolean } }; stream?: boolean };
  /** The messages' contents, one after another. */
  prompt: string;
  /** The part ids the prompt asked for, in order. */
  requestedIds: string[];
  /** Asked again after an answer it rejected: the messages hold the model's earlier answer. */
  askedAgain: boolean;
}

/**
 * What the stub answers to one request: an HTTP status and body, after an optional delay; a
 * streamed request gets `content` as chunks of `chunkChars` characters, `chunkDelayMs` apart.
 */
export interface StubAnswer {
  status?: number;
  content?: string;
  body?: unknown;
  delayMs?: number;
  chunkDelayMs?: number;
  chunkChars?: number;
}

export type StubReply = (request: RecordedRequest) => StubAnswer;

/**
 * A real local HTTP server speaking the OpenAI chat-completions protocol at /v1/chat/completions
 * (whole answers, or Server-Sent Events chunks when the request says `stream: true`), standing in
 * for the LLM at the network edge (ARCHITECTURE.md section 9), for the ideas API tests and the
 * browser tests alike. `reply` decides each answer (modelWritesEveryPart: a valid part for any prompt).
 */
export class LlmStub {
  readonly requests: RecordedRequest[] = [];
  /** Chat completions being answered now, and the most there were at once (a cap on calls in flight shows here). */
  inFlight = 0;
  mostInFlight = 0;
  private server!: Server;

  constructor(public reply: StubReply = () => ({ content: '{}' })) {}

  /** Listens on a free port of 127.0.0.1; resolves to the base URL to give as LLM_BASE_URL. */
  async start(): Promise<string> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    const prompt = (body.messages ?? []).map((message: { content: string }) => message.content).join('\n');
    const recorded: RecordedRequest = {
      path: request.url ?? '',
      authorization: request.headers.authorization,
      body,
      prompt,
      requestedIds: [...prompt.matchAll(/^- "([a-z-]+)" \(/gm)].map((match) => match[1]),
      askedAgain: (body.messages ?? []).some((message: { role: string }) => message.role === 'assistant'),
    };
    this.requests.push(recorded);
    if (request.url !== '/v1/chat/completions') {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
      return;
    }
    this.inFlight += 1;
    this.mostInFlight = Math.max(this.mostInFlight, this.inFlight);
    response.once('close', () => (this.inFlight -= 1));
    const reply = this.reply(recorded);
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    if (response.destroyed) return;
    if (body.stream && !reply.status && !reply.body) {
      await streamContent(response, body.model, reply.content ?? '', reply.chunkChars ?? 40, reply.chunkDelayMs ?? 0);
      return;
    }
    const answer = reply.body ?? {
      id: 'chatcmpl-stub',
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: reply.content ?? '' } }],
    };
    response.writeHead(reply.status ?? 200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  }
}

/** The content as chat.completion.chunk events, then [DONE]; stops when the client goes away. */
async function streamContent(response: ServerResponse, model: string, content: string, chunkChars: number, chunkDelayMs: number): Promise<void> {
  response.writeHead(200, { 'content-type': 'text/event-stream' });
  const chunk = (delta: object, finish: string | null) =>
    `data: ${JSON.stringify({ id: 'chatcmpl-stub', object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
  response.write(chunk({ role: 'assistant', content: '' }, null));
  for (let at = 0; at < content.length && !response.destroyed; at += chunkChars) {
    if (chunkDelayMs) await new Promise((resolve) => setTimeout(resolve, chunkDelayMs));
    response.write(chunk({ content: content.slice(at, at + chunkChars) }, null));
  }
  if (!response.destroyed) response.end(`${chunk({}, 'stop')}data: [DONE]\n\n`);
}
