// The mail server of the browser tests: a real local SMTP server (npm smtp-server, each message read
// with mailparser) that the product sends to through SMTP_URL, with a small HTTP side so a test in
// another process can read what arrived. Nothing is mocked in the product: its mailer, queue and
// templates run as in production.
//   GET /messages?to=ADDRESS[&subject=S]  the next message to ADDRESS (with subject S) not yet taken,
//                                         waiting for it up to `wait` ms (default 20000); 404 when none came
//   GET /received?to=ADDRESS               every message to ADDRESS so far, taken or not (to show one never came)
import { simpleParser } from 'mailparser';
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';

export async function startSmtpMailbox({ smtpPort = 0, httpPort = 0, host = '127.0.0.1' } = {}) {
  const received = [];
  const taken = new Set();
  const waiting = [];

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const mail = {
            to: addressesOf(parsed.to)[0] ?? '',
            from: addressesOf(parsed.from)[0] ?? '',
            subject: parsed.subject ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            text: parsed.text ?? '',
            headers: Object.fromEntries([...parsed.headers].map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)])),
          };
          received.push(mail);
          const waiter = waiting.find((entry) => entry.matches(mail));
          if (waiter) {
            waiting.splice(waiting.indexOf(waiter), 1);
            taken.add(mail);
            waiter.resolve(mail);
          }
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise((resolve) => smtp.listen(smtpPort, host, resolve));

  const nextMail = (to, subject, waitMs) => {
    const matches = (mail) => mail.to.toLowerCase() === to.toLowerCase() && (!subject || mail.subject === subject);
    const ready = received.find((mail) => matches(mail) && !taken.has(mail));
    if (ready) {
      taken.add(ready);
      return Promise.resolve(ready);
    }
    return new Promise((resolve) => {
      const entry = { matches, resolve };
      waiting.push(entry);
      setTimeout(() => {
        const index = waiting.indexOf(entry);
        if (index >= 0) {
          waiting.splice(index, 1);
          resolve(null);
        }
      }, waitMs);
    });
  };

  const http = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://mailbox');
    const to = url.searchParams.get('to');
    if (request.method !== 'GET' || !['/messages', '/received'].includes(url.pathname) || !to) {
      response.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'GET /messages?to=ADDRESS or /received?to=ADDRESS' }));
      return;
    }
    if (url.pathname === '/received') {
      const all = received.filter((mail) => mail.to.toLowerCase() === to.toLowerCase());
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(all));
      return;
    }
    const waitMs = Math.min(Number(url.searchParams.get('wait')) || 20_000, 60_000);
    void nextMail(to, url.searchParams.get('subject'), waitMs).then((mail) => {
      if (mail) response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(mail));
      else response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ message: `No message to ${to} arrived` }));
    });
  });
  await new Promise((resolve) => http.listen(httpPort, host, resolve));

  return {
    smtpUrl: `smtp://${host}:${smtp.server.address().port}`,
    httpUrl: `http://${host}:${http.address().port}`,
    close: () => Promise.all([new Promise((resolve) => smtp.close(resolve)), new Promise((resolve) => http.close(resolve))]),
  };
}

function addressesOf(field) {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  return list.flatMap((entry) => entry.value.map((address) => address.address ?? ''));
}
