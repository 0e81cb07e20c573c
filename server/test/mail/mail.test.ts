import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMailer, readOutbox } from '../../src/mail';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'mail-test-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

describe('mailer without SMTP', () => {
  it('writes one .eml per mail to the outbox, readable back in order', async () => {
    const mailer = createMailer({ dataDir });
    await mailer.send({ to: 'a@example.se', subject: 'Din kod: 123456', text: 'Koden är 123456.' });
    await mailer.send({ to: 'b@example.se', subject: 'Second', text: 'Two' });
    const mails = readOutbox(dataDir);
    expect(mails.map((m) => m.to)).toEqual(['a@example.se', 'b@example.se']);
    expect(mails[0]?.subject).toBe('Din kod: 123456');
    expect(mails[0]?.text.trim()).toBe('Koden är 123456.');
    expect(mails[1]?.file.endsWith('.eml')).toBe(true);
  });

  it('keeps Swedish letters in subject and body and writes the RFC 5322 headers', async () => {
    const mailer = createMailer({ dataDir });
    const subject = 'Nytt meddelande från Nordlaw Advokatbyrå – ärende Göteborg Åkeri AB';
    const text =
      'Hej!\n\nDu har fått ett nytt meddelande i ärendet. Logga in för att läsa det.\n\nMed vänlig hälsning';
    await mailer.send({ to: 'leverantor@creditor.demo', subject, text });
    const [mail] = readOutbox(dataDir);
    expect(mail?.subject).toBe(subject);
    expect(mail?.text.trim()).toBe(text);
    const raw = readFileSync(mail?.file ?? '', 'utf8');
    expect(raw).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(raw).toMatch(/^Date: /m);
    expect(raw).toMatch(/^Message-ID: <[^>]+@portal\.local>/im);
    expect(raw).toMatch(/^From: Case Portal <no-reply@portal\.local>/m);
    expect(raw).toContain('\r\n');
    // Headers are plain ASCII, as RFC 5322 requires.
    const head = raw.slice(0, raw.indexOf('\r\n\r\n'));
    expect(/^[\x20-\x7e\r\n\t]*$/.test(head)).toBe(true);
  });

  it('uses a configured sender', async () => {
    const mailer = createMailer({ dataDir, mailFrom: 'Portalen <noreply@example.se>' });
    await mailer.send({ to: 'x@example.se', subject: 's', text: 't' });
    const raw = readFileSync(readOutbox(dataDir)[0]?.file ?? '', 'utf8');
    expect(raw).toMatch(/^From: Portalen <noreply@example\.se>/m);
  });

  it('reads an empty or missing outbox as no mail', () => {
    expect(readOutbox(join(dataDir, 'nowhere'))).toEqual([]);
  });
});

describe('mailer with SMTP_URL', () => {
  it('delivers through the SMTP server', async () => {
    const { createServer } = await import('node:net');
    const received: string[] = [];
    const server = createServer((socket) => {
      let inData = false;
      let buffer = '';
      socket.write('220 test ESMTP\r\n');
      socket.on('data', (chunk) => {
        buffer += chunk.toString('utf8');
        let index = buffer.indexOf('\r\n');
        while (index >= 0) {
          const line = buffer.slice(0, index);
          buffer = buffer.slice(index + 2);
          if (inData) {
            if (line === '.') {
              inData = false;
              socket.write('250 queued\r\n');
            } else received.push(line);
          } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 test\r\n');
          else if (/^DATA/i.test(line)) {
            inData = true;
            socket.write('354 go\r\n');
          } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
          else socket.write('250 ok\r\n');
          index = buffer.indexOf('\r\n');
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    try {
      const mailer = createMailer({ dataDir, smtpUrl: `smtp://127.0.0.1:${port}` });
      await mailer.send({ to: 'a@example.se', subject: 'Kod', text: 'Din kod är 654321' });
      expect(received.join('\n')).toMatch(/^To: a@example\.se/m);
      expect(readOutbox(dataDir)).toEqual([]);
    } finally {
      server.close();
    }
  });
});
