import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export interface MailerConfig {
  dataDir: string;
  /** smtp:// or smtps:// URL; when unset mails go to `${dataDir}/outbox`. */
  smtpUrl?: string | null;
  /** Sender; default `Case Portal <no-reply@portal.local>`. */
  mailFrom?: string | null;
}

export const DEFAULT_MAIL_FROM = 'Case Portal <no-reply@portal.local>';

/** Directory of the .eml outbox for a data directory. */
export const outboxDir = (dataDir: string) => resolve(dataDir, 'outbox');

let sequence = 0;
/** File names sort in sending order: milliseconds, then a per-process counter. */
function outboxFileName(): string {
  sequence = (sequence + 1) % 1_000_000;
  return `${String(Date.now()).padStart(15, '0')}-${String(sequence).padStart(6, '0')}-${randomUUID()}.eml`;
}

/**
 * The mailer for this configuration: SMTP through SMTP_URL, otherwise one
 * RFC 5322 `.eml` file per mail in DATA_DIR/outbox (UTF-8 body, RFC 2047
 * subject, Date and Message-ID headers), written atomically.
 */
export function createMailer(config: MailerConfig): Mailer {
  const from = config.mailFrom || DEFAULT_MAIL_FROM;
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
      },
    };
  }
  const dir = outboxDir(config.dataDir);
  mkdirSync(dir, { recursive: true });
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async send(mail) {
      const info = await composer.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        date: new Date(),
        messageId: `<${randomUUID()}@${from.match(/@([^>\s]+)/)?.[1] ?? 'portal.local'}>`,
      });
      const name = outboxFileName();
      const temp = join(dir, `.${name}.tmp`);
      await writeFile(temp, info.message as Buffer);
      await rename(temp, join(dir, name));
    },
  };
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  file: string;
}

/** Every mail in the outbox of a data directory, newest last (tests read OTP codes here). */
export function readOutbox(dataDir: string): OutboxMail[] {
  const dir = outboxDir(dataDir);
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith('.eml') && !n.startsWith('.'));
  } catch {
    return [];
  }
  return names.sort().map((name) => {
    const file = join(dir, name);
    return { ...parseEml(readFileSync(file, 'utf8')), file };
  });
}

/** Parses the simple single-part text mails this module writes. */
export function parseEml(source: string): { to: string; subject: string; text: string } {
  const split = source.search(/\r?\n\r?\n/);
  const head = split < 0 ? source : source.slice(0, split);
  const body = split < 0 ? '' : source.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  return {
    to: decodeWords(headers.get('to') ?? ''),
    subject: decodeWords(headers.get('subject') ?? ''),
    text: decodeBody(body, encoding),
  };
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body.replace(/=\r?\n/g, ''));
  return body.replace(/\r\n/g, '\n');
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8').replace(/\r\n/g, '\n');
}

/** RFC 2047 encoded words (B and Q), adjacent words joined without the space between them. */
function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_all, _charset: string, kind: string, data: string) => {
      if (kind.toUpperCase() === 'B') return Buffer.from(data, 'base64').toString('utf8');
      return decodeQuotedPrintable(data.replace(/_/g, ' '));
    });
}
