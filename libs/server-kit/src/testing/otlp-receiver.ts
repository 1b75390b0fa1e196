import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

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

  /** The OTEL_* settings of a process that exports its spans here: OTLP/HTTP JSON, batches sent at once. */
  tracingEnvironment(): Record<string, string> {
    return { OTEL_TRACES_EXPORTER: 'otlp', OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json', OTEL_EXPORTER_OTLP_ENDPOINT: this.url, OTEL_BSP_SCHEDULE_DELAY: '20' };
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
