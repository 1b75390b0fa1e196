import { createServer, request as httpRequest, type Server } from 'node:http';

export interface RoundRobin {
  url: string;
  /** Which upstream (index) answered each request, in order. */
  answeredBy: number[];
  close(): Promise<void>;
}

/** A minimal HTTP load balancer: each request goes to the next upstream in turn. */
export async function startRoundRobin(upstreams: string[]): Promise<RoundRobin> {
  const answeredBy: number[] = [];
  let next = 0;
  const server: Server = createServer((incoming, outgoing) => {
    const index = next;
    next = (next + 1) % upstreams.length;
    answeredBy.push(index);
    const target = new URL(incoming.url!, upstreams[index]);
    const forwarded = httpRequest(target, { method: incoming.method, headers: incoming.headers }, (answer) => {
      outgoing.writeHead(answer.statusCode!, answer.headers);
      answer.pipe(outgoing);
    });
    forwarded.on('error', () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    answeredBy,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
