import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { link, rename, unlink, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import nodemailer from 'nodemailer';
import { isPlainEmail } from 'shared-api/contract';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Files sent with the mail (the claim's receipt). */
  attachments?: MailAttachment[];
  /** Set by the outbox worker (outbox.ts): the same mail always gets the same Message-ID and file. */
  outbox?: { id: number; key: string; queuedAt: Date };
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

/**
 * The one mailbox of `to`, as nodemailer's address object: a
 * string would be parsed, so `name<other@x>` or `a,b@x` could reach another
 * mailbox than the one stored. Anything but one plain address is refused.
 */
export function recipientOf(to: string): { name: string; address: string } {
  if (!isPlainEmail(to)) throw new Error('The recipient must be one plain e-mail address');
  return { name: '', address: to };
}

export const DEFAULT_MAIL_FROM = 'Case Portal <no-reply@portal.local>';

/** Directory of the .eml outbox for a data directory. */
export const outboxDir = (dataDir: string) => resolve(dataDir, 'outbox');

let sequence = 0;
/**
 * File names sort in sending order: milliseconds, then a per-process counter.
 * A mail of the outbox is named by when it was queued and its id, so that a
 * repeat of it (a crash between writing and marking it sent) finds the file there.
 */
function outboxFileName(mail: Mail): string {
  if (mail.outbox)
    return `${String(mail.outbox.queuedAt.getTime()).padStart(15, '0')}-${String(mail.outbox.id).padStart(12, '0')}.eml`;
  sequence = (sequence + 1) % 1_000_000;
  return `${String(Date.now()).padStart(15, '0')}-${String(sequence).padStart(6, '0')}-${randomUUID()}.eml`;
}

const domainOf = (from: string) => from.match(/@([^>\s]+)/)?.[1] ?? 'portal.local';

/** The Message-ID: derived from the outbox dedupe key, so a repeated send carries the same one. */
function messageIdOf(mail: Mail, from: string): string {
  const local = mail.outbox
    ? `outbox-${createHash('sha256').update(mail.outbox.key).digest('hex').slice(0, 32)}`
    : randomUUID();
  return `<${local}@${domainOf(from)}>`;
}

/** Mails that the file outbox did not write again (already there): see `createMailer`. */
export const fileOutboxRepeats = { count: 0 };

/**
 * The mailer for this configuration: SMTP through SMTP_URL, otherwise one
 * RFC 5322 `.eml` file per mail in DATA_DIR/outbox (UTF-8 body, RFC 2047
 * subject, Date and Message-ID headers), written atomically.
 */
export function createMailer(config: MailerConfig): Mailer {
  const from = config.mailFrom || DEFAULT_MAIL_FROM;
  if (config.smtpUrl) {
    // Bounded waits: a hung SMTP server must not hold a mail past the outbox lease (60 s).
    const transport = nodemailer.createTransport({
      url: config.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    return {
      async send(mail) {
        await transport.sendMail({
          from,
          to: recipientOf(mail.to),
          subject: mail.subject,
          text: mail.text,
          ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
          messageId: messageIdOf(mail, from),
        });
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
        to: recipientOf(mail.to),
        subject: mail.subject,
        text: mail.text,
        ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
        date: new Date(),
        messageId: messageIdOf(mail, from),
      });
      const name = outboxFileName(mail);
      const temp = join(dir, `.${name}.${randomUUID()}.tmp`);
      await writeFile(temp, info.message as Buffer);
      if (!mail.outbox) return rename(temp, join(dir, name));
      // link() never replaces: the first write of an outbox mail wins, a repeat is dropped.
      try {
        await link(temp, join(dir, name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        fileOutboxRepeats.count++;
        console.warn(`mail ${mail.outbox.id} is already in the outbox: not written again`);
      } finally {
        await unlink(temp);
      }
    },
  };
}

export interface OutboxAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  file: string;
  /** Parts with a file name (only in mails that carry them). */
  attachments?: OutboxAttachment[];
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

/** Parses the mails this module writes: one text part, or multipart/mixed with a text part and files. */
export function parseEml(source: string): {
  to: string;
  subject: string;
  text: string;
  attachments?: OutboxAttachment[];
} {
  const { headers, body } = splitPart(source);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = type.match(/boundary="?([^";]+)"?/i)?.[1];
  const base = {
    to: decodeWords(headers.get('to') ?? ''),
    subject: decodeWords(headers.get('subject') ?? ''),
  };
  if (!/^multipart\//i.test(type) || !boundary) {
    const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
    return { ...base, text: decodeBody(body, encoding) };
  }
  let text = '';
  const attachments: OutboxAttachment[] = [];
  for (const chunk of body.split(`--${boundary}`).slice(1)) {
    if (chunk.startsWith('--')) break;
    const part = splitPart(chunk.replace(/^\r?\n/, ''));
    const partType = part.headers.get('content-type') ?? 'text/plain';
    const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
    const disposition = part.headers.get('content-disposition') ?? '';
    const name = (disposition.match(/filename="?([^";]+)"?/i) ?? partType.match(/name="?([^";]+)"?/i))?.[1];
    if (name) {
      const content =
        encoding === 'base64'
          ? Buffer.from(part.body.replace(/\s+/g, ''), 'base64')
          : Buffer.from(part.body.replace(/\r?\n$/, ''), 'utf8');
      attachments.push({ filename: decodeWords(name), contentType: partType.split(';')[0]!.trim(), content });
    } else if (!text && /^text\/plain/i.test(partType)) {
      text = decodeBody(part.body.replace(/\r?\n$/, ''), encoding);
    }
  }
  return { ...base, text, attachments };
}

function splitPart(source: string): { headers: Map<string, string>; body: string } {
  const split = source.search(/\r?\n\r?\n/);
  const head = split < 0 ? source : source.slice(0, split);
  const body = split < 0 ? '' : source.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
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
