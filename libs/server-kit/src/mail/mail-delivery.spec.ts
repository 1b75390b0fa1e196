import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMailDelivery } from './mail-delivery';
import type { MailingServiceEnvironment } from './mail-environment';

describe('createMailDelivery without SMTP_URL', () => {
  it('writes the message as an .eml file in MAIL_DIR, with its HTML and plain-text parts', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'outbox-')), 'outbox');
    const environment = { SMTP_URL: undefined, mailFrom: 'Founder Platform <no-reply@localhost>', mailDir: dir } as unknown as MailingServiceEnvironment;
    const delivery = createMailDelivery(environment);
    const where = await delivery.deliver({ to: 'ada@example.com', subject: 'Reset your password', html: '<p>Hello</p>', text: 'Hello' }, '42');
    const [file] = readdirSync(dir);
    expect(where).toBe(`written to ${join(dir, file)}`);
    expect(file).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-42\.eml$/);
    const eml = readFileSync(join(dir, file), 'utf8');
    expect(eml).toContain('To: ada@example.com');
    expect(eml).toContain('Subject: Reset your password');
    expect(eml).toContain('Content-Type: text/plain');
    expect(eml).toContain('Content-Type: text/html');
    delivery.close();
  });

  it('writes the List-Unsubscribe header of a message that has one', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'outbox-')), 'outbox');
    const environment = { SMTP_URL: undefined, mailFrom: 'Founder Platform <no-reply@localhost>', mailDir: dir } as unknown as MailingServiceEnvironment;
    const delivery = createMailDelivery(environment);
    await delivery.deliver({ to: 'ada@example.com', subject: 'News', html: '<p>Hi</p>', text: 'Hi', listUnsubscribe: 'https://founder.example/app/unsubscribe?token=7.eventChanged.abc' }, '43');
    const [file] = readdirSync(dir);
    // A long header is folded onto a second line.
    expect(readFileSync(join(dir, file), 'utf8')).toContain('List-Unsubscribe:\n <https://founder.example/app/unsubscribe?token=7.eventChanged.abc>');
    delivery.close();
  });
});
