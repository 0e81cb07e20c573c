import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { readOutbox } from 'server/mail';
import { startTestBucket, type TestBucket } from 'server/testing/s3';
import { type ApiProcess, type Balancer, startApi, startBalancer } from '../support/api-process';
import { type PrivatePostgres, postgresBinDir, startPrivatePostgres } from '../support/postgres';

/**
 * Scale-out: two API instances, compiled and started with plain node as in production, on one
 * PostgreSQL (a private server, never the shared one) behind a round-robin balancer on loopback. They share
 * no volume: each has a DATA_DIR of its own (the mail outbox files), and uploaded files live in an
 * S3-compatible bucket (s3rver on loopback). State that must be shared (sign-in throttle, e-mail codes,
 * uploaded files) holds across instances.
 */

const PASSWORD = 'Demo1234!';
const MINIMAL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

let postgres: PrivatePostgres;
let bucket: TestBucket;
let dataDirs: string[] = [];
let a: ApiProcess;
let b: ApiProcess;
let balancer: Balancer;

test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.skip(!postgresBinDir(), 'no PostgreSQL binaries in /usr/lib/postgresql');

test.beforeAll(async () => {
  test.setTimeout(180_000);
  postgres = await startPrivatePostgres();
  bucket = await startTestBucket();
  dataDirs = [mkdtempSync(join(tmpdir(), 'scale-out-a-')), mkdtempSync(join(tmpdir(), 'scale-out-b-'))];
  const env = {
    ...bucket.env,
    DATABASE_URL: postgres.url,
    DEMO_DATA: '1',
    // Both instances must sign with one key; a generated key file could race on first start.
    JWT_SECRET: randomBytes(32).toString('hex'),
    // Removals of deleted files retried a second apart.
    MAIL_RETRY_BASE_MS: '1000',
  };
  // First alone: it migrates and seeds (the demo files go to the bucket too).
  a = await startApi({ ...env, DATA_DIR: dataDirs[0] as string }, undefined, 'compiled');
  b = await startApi({ ...env, DATA_DIR: dataDirs[1] as string }, undefined, 'compiled');
  balancer = await startBalancer([a.port, b.port]);
});

test.afterAll(async () => {
  await balancer?.close();
  await Promise.all([a?.kill('SIGTERM'), b?.kill('SIGTERM')]);
  postgres?.destroy();
  await bucket?.close();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

/** Files an instance keeps on its own disk: none, with the bucket. */
const filesOnDisk = () =>
  dataDirs.flatMap((dir) => (existsSync(join(dir, 'files')) ? readdirSync(join(dir, 'files')) : []));

const post = (base: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

async function firmSignIn(base: string, email: string): Promise<{ token: string; lawFirmId: number }> {
  const res = await post(base, '/api/Auth/login', { EmalId: email, password: PASSWORD });
  expect(res.status).toBe(200);
  return (await res.json()).data;
}

test('the balancer spreads calls over both instances', async () => {
  const before = [...balancer.served];
  for (let i = 0; i < 4; i += 1) expect((await fetch(`${balancer.url}/api/health`)).status).toBe(200);
  expect(balancer.served.map((n, i) => n - (before[i] ?? 0))).toEqual([2, 2]);
});

test('a sign-in throttle started through one instance holds on the other', async () => {
  const email = 'ulf.lind@nordlaw.demo';
  for (let i = 0; i < 10; i += 1) {
    const res = await post(a.url, '/api/Auth/login', { EmalId: email, password: `wrong-${i}` });
    expect(res.status).toBe(401);
  }
  const onA = await post(a.url, '/api/Auth/login', { EmalId: email, password: 'wrong-again' });
  expect(onA.status).toBe(429);
  // The other instance never saw a failure itself, yet refuses even the right password.
  const onB = await post(b.url, '/api/Auth/login', { EmalId: email, password: PASSWORD });
  expect(onB.status).toBe(429);
  expect(Number(onB.headers.get('retry-after'))).toBeGreaterThan(0);
  const body = await onB.json();
  expect(body).toMatchObject({ isSuccess: false, data: null });
  // Another user is not affected.
  expect(
    (await post(b.url, '/api/Auth/login', { EmalId: 'anna.berg@nordlaw.demo', password: PASSWORD })).status,
  ).toBe(200);
});

test('40 parallel wrong sign-ins for one e-mail over both instances get at most 10 answers of 401', async () => {
  // The count is taken atomically in PostgreSQL, whichever instance answers.
  const before = [...balancer.served];
  const answers = await Promise.all(
    Array.from({ length: 40 }, (_, i) =>
      post(balancer.url, '/api/Auth/login', {
        EmalId: 'karin.ek@vastjuristerna.demo',
        password: `wrong-${i}`,
      }),
    ),
  );
  const statuses = answers.map((r) => r.status);
  expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
  expect(statuses.filter((s) => s === 401 || s === 429)).toHaveLength(40);
  expect(balancer.served.map((n, i) => n - (before[i] ?? 0))).toEqual([20, 20]);
});

test('an e-mail code mailed by one instance is accepted by the other', async () => {
  const email = `scale-${Date.now().toString(36)}@scale.test`;
  const signup = await post(a.url, '/api/Creditor/signup', {
    creditorName: 'Skala Ut AB',
    creditorEmaill: email,
    creditorPsw: 'Hemligt1',
    creditrorCompanyName: 'Skala Ut AB',
    creditorCompanyOrgNr: '556555-9876',
    creditorType: 'Vendor',
    isDebtCollector: false,
    creditorStreet: 'Balansvägen 2',
    creditorPostNumber: '111 22',
    creditorTown: 'Stockholm',
    creditorCountry: 'Sverige',
  });
  expect(signup.status).toBe(200);
  // The code mail goes out just after the answer (its timing must tell nothing).
  let code: string | undefined;
  await expect
    .poll(() => {
      // Whichever instance's delivery sent it wrote it to its own outbox.
      const mail = dataDirs
        .flatMap((dir) => readOutbox(dir))
        .filter((m) => m.to.includes(email))
        .at(-1);
      code = mail ? /(\d{6})/.exec(mail.subject)?.[1] : undefined;
      return code;
    })
    .toBeTruthy();
  expect(code).toMatch(/^\d{6}$/);
  const before = await post(b.url, '/api/Creditor/login', { emalId: email, password: 'Hemligt1' });
  expect(before.status).toBe(403);
  const verify = await post(b.url, '/api/Creditor/verifyOtp', { email, otp: code, password: 'Hemligt1' });
  expect(verify.status).toBe(200);
  const after = await post(a.url, '/api/Creditor/login', { emalId: email, password: 'Hemligt1' });
  expect(after.status).toBe(200);
});

test('a document uploaded through one instance downloads through the other with the same bytes', async () => {
  const anna = await firmSignIn(a.url, 'anna.berg@nordlaw.demo');
  const auth = { authorization: `Bearer ${anna.token}` };
  const cases = await fetch(`${b.url}/api/Case/get?lawFirmId=${anna.lawFirmId}&pageSize=5`, {
    headers: auth,
  });
  expect(cases.status).toBe(200);
  const caseId = (await cases.json()).data.casesResponses[0].caseId as number;
  const content = Buffer.concat([MINIMAL_PDF, Buffer.from(`% ${randomBytes(16).toString('hex')}\n`)]);
  const form = new FormData();
  form.append('File', new Blob([content], { type: 'application/pdf' }), 'scale-out.pdf');
  const upload = await fetch(
    `${a.url}/api/LawFirm/document/upload?SendByLawFirmId=${anna.lawFirmId}&SendToCasesId=${caseId}&Comment=scale-out`,
    { method: 'POST', headers: auth, body: form },
  );
  expect(upload.status).toBe(200);
  const doc = (await upload.json()).data;
  const download = await fetch(
    `${b.url}/api/LawFirm/document/download?fileName=${encodeURIComponent(doc.documentFullName)}`,
    { headers: auth },
  );
  expect(download.status).toBe(200);
  expect(Buffer.from(await download.arrayBuffer()).equals(content)).toBe(true);
  expect(await bucket.keys()).toContain(doc.documentFullName);
  expect(filesOnDisk()).toEqual([]);
});

test('a claim filed through one instance downloads through the other; deleted, it leaves the bucket', async () => {
  const signIn = await post(a.url, '/api/Creditor/login', {
    emalId: 'leverantor@creditor.demo',
    password: PASSWORD,
  });
  expect(signIn.status).toBe(200);
  const creditor = (await signIn.json()).data as { token: string; creditorId: number };
  const auth = { authorization: `Bearer ${creditor.token}` };
  const followed = await fetch(`${b.url}/api/Creditor/getSelectedCase?creditorId=${creditor.creditorId}`, {
    headers: auth,
  });
  const caseId = (await followed.json()).data.creditorCaseList[0].caseId as number;
  const content = Buffer.concat([MINIMAL_PDF, Buffer.from(`% claim ${randomBytes(16).toString('hex')}\n`)]);
  const form = new FormData();
  form.append('CaseId', String(caseId));
  form.append('ClaimAmount', '4200');
  form.append('ClaimBasis', 'SupplierInvoice');
  form.append('File', new Blob([content], { type: 'application/pdf' }), 'faktura.pdf');
  const filed = await fetch(`${a.url}/api/Creditor/invoice/add`, {
    method: 'POST',
    headers: auth,
    body: form,
  });
  expect(filed.status).toBe(200);
  const claim = (await filed.json()).data as {
    invoiceId: number;
    invoiceDocumentResponse: { invoiceFullName: string };
  };
  const storedName = claim.invoiceDocumentResponse.invoiceFullName;
  const download = await fetch(
    `${b.url}/api/Creditor/invoice/download?fileName=${encodeURIComponent(storedName)}`,
    { headers: auth },
  );
  expect(download.status).toBe(200);
  expect(download.headers.get('content-type')).toBe('application/pdf');
  expect(download.headers.get('content-disposition')).toContain('faktura.pdf');
  expect(Buffer.from(await download.arrayBuffer()).equals(content)).toBe(true);
  expect(filesOnDisk()).toEqual([]);

  const deleted = await fetch(`${b.url}/api/Creditor/invoice/deleteInvoice?invoiceId=${claim.invoiceId}`, {
    method: 'DELETE',
    headers: auth,
  });
  expect(deleted.status).toBe(200);
  // The removal goes through the job queue (pg-boss), whichever instance takes the job.
  await expect.poll(async () => (await bucket.keys()).includes(storedName), { timeout: 15_000 }).toBe(false);
});
