import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLAIM_ENTITY, MESSAGE_ENTITY } from '../../src/audit';
import { summaryOf } from '../../src/case-history/summary';
import { kindOf } from '../../src/db/case-history-repository';

/**
 * Every audit row a case's history can show has words of its own in both languages.
 * The rows are found where they are written: each `auditBy(` call in server/src, its entity
 * and every action it may record (the string literals of its `action` and `entity` arguments, or the
 * entity names audit.ts exports). A row written
 * with a `caseId` appears in a case's history; it must not fall back to "entity: action".
 */

const SRC = join(__dirname, '..', '..', 'src');

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [join(dir, entry.name)]
        : [],
  );

interface Written {
  file: string;
  entities: string[];
  actions: string[];
  withCase: boolean;
}

/** The entity names audit.ts exports, by the name a call writes. */
const NAMED: Record<string, string> = { CLAIM_ENTITY, MESSAGE_ENTITY };

const literals = (line: string | undefined) => [
  ...[...(line ?? '').matchAll(/'([^']+)'/g)].map((m) => m[1] as string),
  ...[...(line ?? '').matchAll(/\b([A-Z]+_ENTITY)\b/g)].flatMap((m) => NAMED[m[1] as string] ?? []),
];

/** The arguments of the call that opens at `start` (just after its `(`), split at top-level commas. */
function argumentsAt(text: string, start: number): string[] {
  const parts: string[] = [];
  let depth = 0;
  let from = start;
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (ch === '(' || ch === '{' || ch === '[') depth++;
    else if (ch === ')' || ch === '}' || ch === ']') {
      if (depth === 0) return [...parts, text.slice(from, i)];
      depth--;
    } else if (ch === ',' && depth === 0) {
      parts.push(text.slice(from, i));
      from = i + 1;
    }
  }
  return parts;
}

/**
 * The audit rows written in server/src: one per `auditBy(trx, by, action, entity, id, more)` call
 * (`recordAudit` itself is called only by `auditBy`).
 */
function writtenRows(): Written[] {
  const found: Written[] = [];
  for (const file of sources(SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/await auditBy\(/g)) {
      const [, , action, entity, , more] = argumentsAt(text, match.index + match[0].length);
      found.push({
        file: file.slice(SRC.length + 1),
        entities: literals(entity),
        actions: literals(action),
        withCase: /\bcaseId\b/.test(more ?? ''),
      });
    }
  }
  return found;
}

const rows = writtenRows();
const inCaseHistory = rows
  .filter((r) => r.withCase)
  .flatMap((r) =>
    r.entities.flatMap((entity) => r.actions.map((action) => ({ file: r.file, entity, action }))),
  );

it('finds the audit rows of every module, their entity and actions as literals', () => {
  expect(rows.length).toBeGreaterThan(30);
  // A row whose entity or action is not a literal would escape this check: there are none.
  expect(rows.filter((r) => r.entities.length === 0 || r.actions.length === 0)).toEqual([]);
  const pairs = inCaseHistory.map((r) => `${r.entity}:${r.action}`);
  for (const expected of [
    'invitation:invite',
    'invitation:accept',
    'claimsRegister:export',
    'invoice:status',
    'notification:send',
    'document:publish',
    'case:create',
    'dividendProposal:final',
    'dividendPayment:paid',
    'bankDetails:confirm',
  ])
    expect(pairs).toContain(expected);
});

it.each(inCaseHistory.map((r) => [`${r.entity}: ${r.action} (${r.file})`, r] as const))(
  'words %s in English and Swedish',
  (_, { entity, action }) => {
    const fallback = `${entity}: ${action}`;
    const en = summaryOf('en', entity, action, {});
    const sv = summaryOf('sv', entity, action, {});
    expect(en).not.toBe(fallback);
    expect(sv).not.toBe(fallback);
    expect(en).not.toContain(`${entity}:`);
    expect(sv).not.toBe(en);
  },
);

it('gives the invitations a kind of their own', () => {
  expect(kindOf('invitation', 'invite')).toBe('invitation');
  expect(kindOf('invitation', 'accept')).toBe('invitation');
  expect(kindOf('claimsRegister', 'export')).toBe('other');
});

describe("a claim's later steps in the case history", () => {
  it('words the question, the answer, the withdrawal and the decided class in both languages', () => {
    expect(summaryOf('sv', 'invoice', 'requestInformation', { claimNumber: 4, question: 'Vilken?' })).toBe(
      'Bevakning nr 4: komplettering begärd: ”Vilken?”',
    );
    expect(summaryOf('en', 'invoice', 'answerInformation', { claimNumber: 4, fileName: 'a.pdf' })).toBe(
      'Claim no. 4: information given with the file a.pdf, back under review',
    );
    expect(summaryOf('sv', 'invoice', 'withdraw', { claimNumber: 4 })).toBe(
      'Bevakning nr 4: återkallad av borgenären',
    );
    expect(
      summaryOf('sv', 'invoice', 'status', {
        claimNumber: 4,
        from: 'Pending',
        to: 'Approved',
        priorityClass: 'SpecialPriority',
        priorityAsset: 'Fastigheten 1:23',
      }),
    ).toBe('Bevakning nr 4: Väntande → Godkänd, särskild förmånsrätt i Fastigheten 1:23');
  });
});
