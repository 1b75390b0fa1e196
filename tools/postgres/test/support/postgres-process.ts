import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { join } from 'node:path';

/** One line the process wrote (run-postgres.js says which). */
export interface PostgresMessage {
  ready?: true;
  url?: string;
  pid?: number;
  failed?: true;
  message?: string;
  log?: string;
  exit?: string;
  restarted?: number;
}

/** run-postgres.js, driven from a test: the messages it wrote, and a way to wait for the next one of a kind. */
export class PostgresProcess {
  readonly messages: PostgresMessage[] = [];
  private readonly waiting: Array<{ matches: (message: PostgresMessage) => boolean; resolve: (message: PostgresMessage) => void }> = [];
  private stderr = '';
  /** Rejects once the process and its output have ended: a message it never wrote is not waited for. */
  private readonly ended: Promise<never>;

  private constructor(private readonly child: ChildProcessWithoutNullStreams) {
    child.stderr.on('data', (chunk: Buffer) => (this.stderr += chunk.toString()));
    this.ended = once(child, 'close').then(([code, signal]) => {
      throw new Error(`run-postgres.js ended (${signal ?? code}) without that message. Its output: ${JSON.stringify(this.messages)} ${this.stderr}`);
    });
    this.ended.catch(() => {});
    createInterface({ input: child.stdout }).on('line', (line) => {
      const message = JSON.parse(line) as PostgresMessage;
      this.messages.push(message);
      for (const waiter of [...this.waiting]) {
        if (waiter.matches(message)) {
          this.waiting.splice(this.waiting.indexOf(waiter), 1);
          waiter.resolve(message);
        }
      }
    });
  }

  /** Starts it and waits for its first word: ready (the server runs) or failed. */
  static async start(mode: 'supervise' | 'start', dataDir: string, port: number): Promise<{ process: PostgresProcess; first: PostgresMessage }> {
    const child = spawn(process.execPath, [join(__dirname, 'run-postgres.js'), mode, dataDir, String(port)], { stdio: 'pipe' });
    const postgres = new PostgresProcess(child);
    const first = await postgres.next((message) => Boolean(message.ready || message.failed));
    return { process: postgres, first };
  }

  /** The next message that matches (one already written does not count). */
  next(matches: (message: PostgresMessage) => boolean): Promise<PostgresMessage> {
    return Promise.race([new Promise<PostgresMessage>((resolve) => this.waiting.push({ matches, resolve })), this.ended]);
  }

  get logLines(): string[] {
    return this.messages.flatMap((message) => (message.log === undefined ? [] : [message.log]));
  }

  /** Lets the supervisor's held restart delay pass. */
  releaseRestart(): void {
    this.child.stdin.write('restart\n');
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = once(this.child, 'exit');
    this.child.stdin.write('stop\n');
    await exited;
  }
}
