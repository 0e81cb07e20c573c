import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { startApi } from '../e2e/support/api-process';
import { arg, benchDatabase, machine, rssMb } from './lib';

/**
 * npm run bench:memory [-- --clients=10 --mb=10 --backend=pglite|postgres]
 * The API's RSS (from /proc) while `clients` upload a `mb` MB PDF each at the same moment
 * (POST /api/LawFirm/document/upload, streamed to DATA_DIR/files). Budget: growth under 64 MB.
 */
async function main() {
  const clients = Number(arg('clients', '10'));
  const mb = Number(arg('mb', '10'));
  const backend = arg('backend', 'pglite') as 'pglite' | 'postgres';
  const db = await benchDatabase(backend, 0.01);
  const api = await startApi(db.env);
  try {
    const pid = api.child.pid ?? 0;
    const login = await fetch(`${api.url}/api/Auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ EmalId: 'anna.berg@nordlaw.demo', password: 'Demo1234!' }),
    });
    const anna = (await login.json()).data as { token: string; lawFirmId: number };
    const caseId = db.generated.sampleCaseId;
    // A file just under the limit: PDF magic bytes, then random bytes (nothing compresses or dedupes).
    const size = mb * 1024 * 1024 - 4096;
    const file = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(size - 16), Buffer.from('\n%%EOF\n')]);
    const boundary = '----benchmemory';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="File"; filename="stor.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    // Warm up: one small request so that lazy modules are loaded before the baseline.
    await fetch(`${api.url}/api/health`);
    await new Promise((r) => setTimeout(r, 1000));
    const baseline = rssMb(pid);
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(pid));
    }, 20);
    const started = performance.now();
    const statuses = await Promise.all(
      Array.from(
        { length: clients },
        () =>
          new Promise<number>((resolve, reject) => {
            const req = request(
              `${api.url}/api/LawFirm/document/upload?SendByLawFirmId=${anna.lawFirmId}&SendToCasesId=${caseId}&Comment=memory`,
              {
                method: 'POST',
                headers: {
                  authorization: `Bearer ${anna.token}`,
                  'content-type': `multipart/form-data; boundary=${boundary}`,
                  'content-length': head.length + file.length + tail.length,
                },
              },
              (res) => {
                res.resume();
                res.on('end', () => resolve(res.statusCode ?? 0));
              },
            );
            req.on('error', reject);
            req.write(head);
            // Sent in 64 KB slices, as a browser would stream it.
            for (let offset = 0; offset < file.length; offset += 65536)
              req.write(file.subarray(offset, offset + 65536));
            req.end(tail);
          }),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, rssMb(pid));
    console.info(`bench:memory on ${machine()}, ${backend}`);
    console.info(
      `${clients} × ${mb} MB uploads at once: statuses ${[...new Set(statuses)].join(',')}, ${seconds.toFixed(1)} s`,
    );
    console.info(
      `API RSS: baseline ${baseline} MB, peak ${peak} MB, growth ${(peak - baseline).toFixed(1)} MB (budget < 64 MB)`,
    );
  } finally {
    await api.kill('SIGTERM');
    await db.cleanup();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
