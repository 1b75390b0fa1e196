import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport, type Transporter } from 'nodemailer';
import type { RenderedEmail } from './email-content';
import type { MailingServiceEnvironment } from './mail-environment';

/** Hands one message to its way out: the SMTP server of SMTP_URL, or an .eml file in MAIL_DIR. Answers where it went. */
export interface MailDelivery {
  deliver(message: RenderedEmail, id: string): Promise<string>;
  close(): void;
}

export function createMailDelivery(environment: MailingServiceEnvironment): MailDelivery {
  const from = environment.mailFrom;
  if (environment.SMTP_URL) {
    const transport: Transporter = createTransport(environment.SMTP_URL);
    return {
      async deliver({ to, subject, html, text, listUnsubscribe }) {
        const info = await transport.sendMail({ from, to, subject, html, text, list: listUnsubscribeHeader(listUnsubscribe) });
        return `sent through SMTP (${String(info.response)})`;
      },
      close: () => transport.close(),
    };
  }
  const writer = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const dir = environment.mailDir;
  return {
    async deliver({ to, subject, html, text, listUnsubscribe }, id) {
      const info = await writer.sendMail({ from, to, subject, html, text, list: listUnsubscribeHeader(listUnsubscribe) });
      await mkdir(dir, { recursive: true });
      const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      return `written to ${file}`;
    },
    close: () => writer.close(),
  };
}

/** nodemailer writes `list.unsubscribe` as the List-Unsubscribe header (`<url>`). */
function listUnsubscribeHeader(url: string | undefined): { unsubscribe: string } | undefined {
  return url ? { unsubscribe: url } : undefined;
}
