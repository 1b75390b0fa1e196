import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  from: string;
}

export interface SmtpTestServer {
  /** The SMTP_URL of this server (smtp://user:password@127.0.0.1:port): it requires those credentials. */
  url: string;
  received: ReceivedMail[];
  /** The next message to `to` (with this subject, when given) not yet taken: already received or still to come. */
  nextMailTo(to: string, subject?: string): Promise<ReceivedMail>;
  /** Answers the next `count` deliveries with a temporary failure (451), as a server in trouble does. */
  refuseNext(count: number): void;
  /** Deliveries this server refused so far. */
  refused: number;
  close(): Promise<void>;
}

const USER = 'founder-tests';
const PASSWORD = 'smtp-test-password';

/**
 * A real SMTP server on a free local port (npm smtp-server), reading each message with mailparser:
 * the API and browser tests send through it, never through a mocked transport.
 */
export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const waiting: { matches: (mail: ReceivedMail) => boolean; resolve: (mail: ReceivedMail) => void }[] = [];
  let toRefuse = 0;
  const state = { refused: 0 };

  const deliver = (mail: ReceivedMail) => {
    received.push(mail);
    const waiter = waiting.find((entry) => entry.matches(mail));
    if (waiter) {
      waiting.splice(waiting.indexOf(waiter), 1);
      taken.add(mail);
      waiter.resolve(mail);
    }
  };

  const server = new SMTPServer({
    authOptional: false,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASSWORD) callback(null, { user: USER });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed: ParsedMail) => {
          if (toRefuse > 0) {
            toRefuse -= 1;
            state.refused += 1;
            const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
            callback(error);
            return;
          }
          deliver({
            to: addressesOf(parsed.to)[0] ?? '',
            from: addressesOf(parsed.from)[0] ?? '',
            subject: parsed.subject ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            text: parsed.text ?? '',
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://${USER}:${PASSWORD}@127.0.0.1:${port}`,
    received,
    get refused() {
      return state.refused;
    },
    nextMailTo(to, subject) {
      const matches = (mail: ReceivedMail) => mail.to === to && (subject === undefined || mail.subject === subject);
      const ready = received.find((mail) => matches(mail) && !taken.has(mail));
      if (ready) {
        taken.add(ready);
        return Promise.resolve(ready);
      }
      return new Promise((resolve) => waiting.push({ matches, resolve }));
    },
    refuseNext(count) {
      toRefuse += count;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function addressesOf(field: ParsedMail['to'] | ParsedMail['from']): string[] {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  return list.flatMap((entry) => entry.value.map((address) => address.address ?? ''));
}
