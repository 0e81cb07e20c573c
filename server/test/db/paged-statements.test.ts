import {
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  sql,
  type UnknownRow,
} from 'kysely';
import { buildApp } from '../../src/app';
import { openDatabase } from '../../src/db/database';
import type { Db } from '../../src/db/types';
import { prepare } from '../../src/prepare';
import { loadWorld } from '../files-fixtures';
import { call, loginEachRole, type SignedIn, testConfig } from '../helper';

/**
 * What a paged list call asks the database, counted statement by statement through a plugin
 * on the app's own database. A page of claims reads `invoices` twice (the totals, whose count is the
 * total, and the page), a page of messages reads `notifications` twice (the page, and its total with the
 * unread count), a page of every firm's cases reads `cases` once (its total is the firms' kept counts), and
 * the firm list reads no case at all.
 */

/** The SQL of every statement the app ran (a subquery's builder is seen too, but only run ones count). */
class RecordStatements implements KyselyPlugin {
  sql: string[] = [];
  private pending = new Map<unknown, RootOperationNode>();
  constructor(private compile: (node: RootOperationNode) => string) {}
  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    this.pending.set(queryId, node);
    return node;
  }
  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const node = this.pending.get(queryId);
    if (node) this.sql.push(this.compile(node));
    return result;
  }
}

let close: () => Promise<void>;
let recorder: RecordStatements;
let app: Awaited<ReturnType<typeof buildApp>>;
let as: Record<'S' | 'A' | 'U' | 'C' | 'D', SignedIn>;
let world: Awaited<ReturnType<typeof loadWorld>>;
let db: Db;

beforeAll(async () => {
  const config = testConfig();
  const database = await openDatabase({ dataDir: 'memory://' });
  recorder = new RecordStatements(
    (node) => database.db.getExecutor().compileQuery(node, { queryId: 'recorded' }).sql,
  );
  app = await buildApp({ config, database: { ...database, db: database.db.withPlugin(recorder) } });
  await prepare(app);
  as = await loginEachRole(app);
  db = database.db;
  world = await loadWorld(db);
  close = async () => {
    await app.close();
    await database.close();
  };
});
afterAll(() => close?.());

/** The statements `url` made the app run that read `table` (a whole word: creditor_cases is not cases). */
async function statementsReading(table: string, url: string, who: SignedIn) {
  recorder.sql = [];
  const { status } = await call(app, { method: 'GET', url, headers: who.headers });
  expect(status).toBe(200);
  return recorder.sql.filter((sql) => new RegExp(`"${table}"|\\b${table}\\b(?!_)`).test(sql));
}

describe('statements of a paged list call', () => {
  it('claims: the totals and the page, no count of its own', async () => {
    const url = `/api/LawFirm/invoice/get?caseId=${world.shared}&page=1&pageSize=2`;
    expect(await statementsReading('invoices', url, as.A)).toHaveLength(2);
  });

  it('messages: the page, and its total with the unread count', async () => {
    const url = `/api/LawFirm/notification/get?caseId=${world.shared}&page=1&pageSize=2`;
    const read = await statementsReading('notifications', url, as.A);
    expect(read).toHaveLength(2);
    expect(read.filter((sql) => sql.includes('as "unread"'))).toHaveLength(1);
  });

  it('every firm’s cases: one statement reads cases; the total is the firms’ kept counts', async () => {
    for (const who of [as.S, as.C]) {
      recorder.sql = [];
      const url = '/api/Case/getAllCases?page=1&pageSize=2&followedFirst=true';
      expect(await statementsReading('cases', url, who)).toHaveLength(1);
      expect(recorder.sql.filter((sql) => sql.includes('law_firm_case_counts'))).toHaveLength(1);
    }
  });

  it('the firm list reads no case, only the kept counts', async () => {
    expect(await statementsReading('cases', '/api/LawFirm/get?page=1&pageSize=10', as.S)).toEqual([]);
    expect(recorder.sql.filter((sql) => sql.includes('law_firm_case_counts'))).toHaveLength(1);
  });
});

describe('the firms’ kept case counts (migration 261)', () => {
  /** Firms whose kept count differs from a count of their cases. */
  const drift = async () =>
    (
      await sql<{ law_firm_id: number }>`
        SELECT f.law_firm_id FROM law_firms f
        LEFT JOIN law_firm_case_counts k ON k.law_firm_id = f.law_firm_id
        WHERE coalesce(k.case_count, 0) <> (SELECT count(*) FROM cases c WHERE c.law_firm_id = f.law_firm_id)`.execute(
        db,
      )
    ).rows;

  it('follow cases added one by one and in bulk, moved, deleted, and a firm deleted with its cases', async () => {
    const firm = await sql<{ law_firm_id: number }>`
      INSERT INTO law_firms (name, contact_name, contact_email, created_by)
      VALUES ('Räknebyrån', 'Räknare', 'raknare@example.test', 'test') RETURNING law_firm_id`.execute(db);
    const other = firm.rows[0]?.law_firm_id as number;
    expect(await drift()).toEqual([]);
    await sql`INSERT INTO cases (law_firm_id, debtor_name, debtor_orgnr, knr)
      SELECT CASE WHEN g % 3 = 0 THEN ${other}::int ELSE ${world.nordlawId}::int END, 'Bulk ' || g, '556000-0000', 'K ' || g
      FROM generate_series(1, 500) g`.execute(db);
    const { status } = await call(app, {
      method: 'POST',
      url: '/api/Case/add',
      headers: as.A.headers,
      payload: { debtorName: 'En till AB', debtorOrgnr: '556111-2222', knr: 'K 1-26', status: 1 },
    });
    expect(status).toBe(200);
    expect(await drift()).toEqual([]);
    await sql`UPDATE cases SET law_firm_id = ${other} WHERE debtor_name IN ('Bulk 1', 'Bulk 2')`.execute(db);
    await sql`DELETE FROM cases WHERE debtor_name LIKE 'Bulk 1%'`.execute(db);
    expect(await drift()).toEqual([]);
    const { body } = await call(app, {
      method: 'GET',
      url: '/api/LawFirm/get?page=1&pageSize=50',
      headers: as.S.headers,
    });
    const counted = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM cases WHERE law_firm_id = ${other}`.execute(db);
    expect(body.data.find((f: { lawFirmId: number }) => f.lawFirmId === other)?.caseCount).toBe(
      counted.rows[0]?.n,
    );
    await sql`DELETE FROM law_firms WHERE law_firm_id = ${other}`.execute(db);
    expect(await drift()).toEqual([]);
  });
});
