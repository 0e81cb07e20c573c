import { arg, type Backend, benchDatabase, machine, table } from './lib';

/**
 * npm run bench:data [-- --scale=0.1 --backend=pglite|postgres|both]
 * Migrates, seeds the demo set and generates 50 firms, 100,000 cases, 200,000 creditor links,
 * 500,000 messages and 100,000 claims (× scale; bench/generate.ts) through the server's database layer;
 * prints the time per step and what the database holds afterwards (counted by query).
 */
async function main() {
  const scale = Number(arg('scale', '1'));
  const which = arg('backend', 'both');
  const backends: Backend[] = which === 'both' ? ['pglite', 'postgres'] : [which as Backend];
  console.info(`bench:data on ${machine()}, scale ${scale}`);
  for (const backend of backends) {
    const started = performance.now();
    const db = await benchDatabase(backend, scale);
    const total = Math.round(performance.now() - started) / 1000;
    const v = db.generated.volumes;
    const rows: (string | number)[][] = [['step', 'seconds']];
    for (const [name, seconds] of Object.entries(db.generated.seconds)) rows.push([name, seconds]);
    rows.push(['total (migrate + demo seed + generate)', total]);
    const counts: (string | number)[][] = [['in the database after the load', 'rows']];
    for (const [name, n] of Object.entries(db.generated.counts)) counts.push([name, n]);
    console.info(
      `\n${backend}: firm ${db.generated.bigFirmId} has ${v.bigFirmCases} cases\n${table(rows)}\n\n${table(counts)}`,
    );
    await db.cleanup();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
