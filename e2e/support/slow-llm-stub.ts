import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Filler words of a model-written section (the schema wants 120 to 400 words). */
const WORDS = 'the founders will test this plan with paying customers every month and report what they learn to the board'.split(' ');

function words(count: number): string {
  return Array.from({ length: count }, (_value, index) => WORDS[index % WORDS.length]).join(' ');
}

/**
 * A slow OpenAI-compatible chat-completions endpoint that streams, a few characters at a time, a
 * valid answer for any requested section or slide: it reads the part id and the figures it must
 * quote from the prompt (as the ideas service writes it), so the answer passes the schema. One id
 * can be made to answer invalid JSON.
 */
export class SlowLlmStub {
  /** Every part id asked for, in the order the requests came. */
  readonly asked: string[] = [];
  private server!: Server;

  constructor(private readonly options: { chunkChars: number; chunkDelayMs: number; invalidJsonFor?: string }) {}

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
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { model: string; messages: Array<{ content: string }> };
    const prompt = body.messages.map((message) => message.content).join('\n');
    const line = /^- "([a-z-]+)" \(.*$/m.exec(prompt);
    if (!line) {
      response.writeHead(400, { 'content-type': 'application/json' }).end('{"error":{"message":"no part asked"}}');
      return;
    }
    const id = line[1];
    this.asked.push(id);
    const figures = [...line[0].matchAll(/"([^"]+)"(?= and | exactly as written)/g)].map((match) => match[1]).join(' and ');
    const text = `Written by the model. ${figures ? `It states ${figures}. ` : ''}${words(150)}.`;
    const part = line[0].includes('an object {"content"') ? { content: `• Written by the model. ${figures} ${words(20)}`, notes: `Model notes. ${words(40)}` } : text;
    const content = id === this.options.invalidJsonFor ? `{"${id}": "cut sho` : JSON.stringify({ [id]: part });
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    const event = (delta: object, finish: string | null) =>
      `data: ${JSON.stringify({ id: 'stub', object: 'chat.completion.chunk', created: 0, model: body.model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
    for (let at = 0; at < content.length && !response.destroyed; at += this.options.chunkChars) {
      await new Promise((resolve) => setTimeout(resolve, this.options.chunkDelayMs));
      response.write(event({ content: content.slice(at, at + this.options.chunkChars) }, null));
    }
    if (!response.destroyed) response.end(`${event({}, 'stop')}data: [DONE]\n\n`);
  }
}
