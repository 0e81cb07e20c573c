import { sql } from 'kysely';
import type { Language } from 'shared-api/contract';
import type { Db, Executor } from '../db/types';
import { statedLanguageOf } from '../http/language';
import { accountLanguageSql, DEFAULT_LANGUAGE } from './account-language';
import type { Mail } from './index';
import { noticeEntries, type OutboxEntry } from './outbox';

/**
 * Mail in the reader's language: each mail is written in one
 * language. A creditor or debt collector chooses it (sign-up, profile); firm
 * staff get the interface language of their last sign-in. Migration 220;
 * the columns' types are in db/language-columns.ts.
 */

export { DEFAULT_LANGUAGE };

/** The language of each address's account, keyed by the address in lower case. */
export async function readerLanguages(
  db: Executor,
  addresses: readonly string[],
): Promise<Map<string, Language>> {
  if (addresses.length === 0) return new Map();
  const { rows } = await sql<{ address: string; language: Language }>`
    SELECT a.address, ${accountLanguageSql(sql.ref('a.address'))} AS language
    FROM unnest(${[...addresses]}::text[]) AS a(address)`.execute(db);
  return new Map(rows.map((row) => [row.address.toLowerCase(), row.language]));
}

/**
 * The outbox entries of one notice to several addresses, each written in its
 * reader's language (`render` is called once per language needed). Keys as
 * `noticeEntries`: `<key>:<address in lower case>`.
 */
export async function entriesInReaderLanguages(
  db: Executor,
  key: string,
  to: readonly string[],
  render: (language: Language) => Omit<Mail, 'to'>,
): Promise<OutboxEntry[]> {
  const languages = await readerLanguages(db, to);
  const byLanguage = new Map<Language, string[]>();
  for (const address of to) {
    const language = languages.get(address.toLowerCase()) ?? DEFAULT_LANGUAGE;
    byLanguage.set(language, [...(byLanguage.get(language) ?? []), address]);
  }
  return [...byLanguage].flatMap(([language, list]) => noticeEntries(key, list, render(language)));
}

/** On a successful staff sign-in: keeps the interface language it states (Accept-Language), if any. */
export async function recordSignInLanguage(
  db: Db,
  userId: number,
  acceptLanguage: string | string[] | undefined,
): Promise<void> {
  const language = statedLanguageOf(acceptLanguage);
  if (!language) return;
  await db
    .updateTable('users')
    .set({ language })
    .where('user_id', '=', userId)
    .where(sql<boolean>`language IS DISTINCT FROM ${language}`)
    .execute();
}
