import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { createServer as createTcpServer, type AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';

const WORKSPACE = resolve(__dirname, '../../../..');

/** A span as an OTLP/HTTP JSON export carries it, with the service that sent it. */
export interface ReceivedSpan {
  service: string;
  name: string;
  /** OTLP's SpanKind: 2 server, 3 client. */
  kind: number;
  traceId: string;
  spanId: string;
  parentSpanId: string;
}

export const SERVER_SPAN = 2;
export const CLIENT_SPAN = 3;

interface OtlpJsonExport {
  resourceSpans?: Array<{
    resource?: { attributes?: Array<{ key: string; value: { stringValue?: string } }> };
    scopeSpans?: Array<{ spans?: Array<{ name: string; kind: number; traceId: string; spanId: string; parentSpanId?: string }> }>;
  }>;
}

/** A tiny OTLP/HTTP receiver (JSON protocol): keeps every span posted to /v1/traces. */
export class OtlpReceiver {
  readonly spans: ReceivedSpan[] = [];
  private waiting: Array<{ matches: (span: ReceivedSpan) => boolean; found: (span: ReceivedSpan) => void }> = [];
  private server!: Server;
  url = '';

  static async start(): Promise<OtlpReceiver> {
    const receiver = new OtlpReceiver();
    receiver.server = createServer((request, response) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      request.on('end', () => {
        if (request.url === '/v1/traces') receiver.receive(JSON.parse(text) as OtlpJsonExport);
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((done) => receiver.server.listen(0, '127.0.0.1', done));
    receiver.url = `http://127.0.0.1:${(receiver.server.address() as AddressInfo).port}`;
    return receiver;
  }

  /** The first span, received or still to come, that matches; the suite's timeout bounds the wait. */
  span(matches: (span: ReceivedSpan) => boolean): Promise<ReceivedSpan> {
    const received = this.spans.find(matches);
    if (received) return Promise.resolve(received);
    return new Promise((found) => this.waiting.push({ matches, found }));
  }

  close(): Promise<void> {
    return new Promise((done) => this.server.close(() => done()));
  }

  private receive(body: OtlpJsonExport): void {
    for (const { resource, scopeSpans } of body.resourceSpans ?? []) {
      const service = resource?.attributes?.find((attribute) => attribute.key === 'service.name')?.value.stringValue ?? '';
      for (const span of (scopeSpans ?? []).flatMap((scope) => scope.spans ?? [])) {
        const received = { service, name: span.name, kind: span.kind, traceId: span.traceId, spanId: span.spanId, parentSpanId: span.parentSpanId ?? '' };
        this.spans.push(received);
        const stillWaiting = [];
        for (const waiter of this.waiting) {
          if (waiter.matches(received)) waiter.found(received);
          else stillWaiting.push(waiter);
        }
        this.waiting = stillWaiting;
      }
    }
  }
}

/** A port nobody listens on now, for a process that takes its port from the environment. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createTcpServer().once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => done(port));
    });
  });
}

export interface NodeProcess {
  /** The capture groups of the ready line. */
  ready: RegExpExecArray;
  stop(): Promise<void>;
}

/**
 * A service's or the gateway's main.ts run from source (SWC) in its own process, as production runs
 * it: tracing must start before the modules it patches load, which only a fresh process shows.
 * Resolves once a stdout line matches `readyLine`.
 */
export async function startMainProcess(main: string, env: Record<string, string>, readyLine: RegExp): Promise<NodeProcess> {
  const child = spawn(process.execPath, ['-r', '@swc-node/register', resolve(WORKSPACE, main)], {
    cwd: WORKSPACE,
    env: { ...process.env, SWC_NODE_PROJECT: resolve(WORKSPACE, 'tsconfig.base.json'), ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = await new Promise<RegExpExecArray>((done, fail) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      const match = readyLine.exec(line);
      if (match) done(match);
    });
    child.once('exit', (code) => fail(new Error(`${main} exited with ${code}`)));
  });
  return {
    ready,
    stop: () =>
      new Promise<void>((done) => {
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}
