import type { APIRequestContext } from '@playwright/test';
import { readOutbox } from 'server/mail';
import { expect } from './fixtures';

/** A small but real PDF (the server checks the magic bytes). */
export const pdfBytes = (label: string) =>
  Buffer.from(`%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\n% ${label}\ntrailer<</Root 1 0 R>>\n%%EOF\n`);

type Envelope<T> = { isSuccess: boolean; message: string; data: T };

/** Calls the API directly to set a journey up; fails the test with the server's message. */
export async function api<T>(
  context: APIRequestContext,
  method: 'get' | 'post' | 'put',
  path: string,
  options: { token?: string; data?: unknown; multipart?: Record<string, unknown> } = {},
): Promise<T> {
  const response = await context[method](path, {
    headers: options.token ? { Authorization: `Bearer ${options.token}` } : {},
    ...(options.data !== undefined ? { data: options.data } : {}),
    ...(options.multipart ? { multipart: options.multipart as never } : {}),
  });
  const body = (await response.json()) as Envelope<T>;
  expect(body.isSuccess, `${method.toUpperCase()} ${path}: ${body.message}`).toBe(true);
  return body.data;
}

/**
 * The six-digit code of the newest mail to `email` in the portal's outbox (DATA_DIR/outbox), of the mails
 * whose subject matches `subject` when given (a reset code, not the sign-up code mailed before it).
 */
export async function mailedCode(dataDir: string, email: string, subject?: RegExp): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      () => {
        const mail = readOutbox(dataDir)
          .filter((item) => item.to.includes(email) && (!subject || subject.test(item.subject)))
          .at(-1);
        code = mail?.text.match(/\b(\d{6})\b/)?.[1];
        return code;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return code as string;
}
