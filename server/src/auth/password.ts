import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Password hashes: scrypt (memory-hard) with a random salt; the parameters
 * travel with the hash so they can be raised later without breaking old ones
 * (a weaker hash is replaced at its next successful sign-in, see
 * `needsRehash`). Format: scrypt$N$r$p$salt$hash (base64url).
 */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** N = 2^17 (128 MiB per hash with r = 8), about 0.5–1.5 s on one core here. */
export const PRODUCTION_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };

/**
 * Only under NODE_ENV=test (jest sets it; the e2e suite sets it for the
 * portals it starts): a far cheaper cost, because the tests sign in
 * thousands of times. Never used anywhere else; a unit test checks that
 * every other environment gets PRODUCTION_COST.
 */
export const TEST_COST: ScryptCost = { N: 2 ** 10, r: 8, p: 1 };

export const costFor = (nodeEnv: string | undefined): ScryptCost =>
  nodeEnv === 'test' ? TEST_COST : PRODUCTION_COST;

const KEY_LENGTH = 32;
/** Refuse stored parameters beyond this (a tampered hash must not make us allocate gigabytes). */
const MAX_N = 2 ** 20;

let current: ScryptCost = costFor(process.env.NODE_ENV);

/** The cost new hashes get. */
export const currentCost = (): ScryptCost => current;

/** For the benchmark and tests: hash with another cost from now on. */
export function setCost(cost: ScryptCost): void {
  current = cost;
  dummyHash = makeDummyHash();
}

/**
 * What scrypt needs for these parameters (OpenSSL's rule: 128·r·(N+2) for V
 * plus 128·r·p for B), with 1 MiB to spare: `maxmem` matches the cost.
 */
export const maxmemFor = ({ N, r, p }: ScryptCost): number => 128 * r * (N + 2) + 128 * r * p + 1024 * 1024;

function derive(password: string, salt: Buffer, cost: ScryptCost, keyLength: number): Promise<Buffer> {
  const options: ScryptOptions = { N: cost.N, r: cost.r, p: cost.p, maxmem: maxmemFor(cost) };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

export async function hashPassword(password: string, cost: ScryptCost = current): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost, KEY_LENGTH);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** The cost a stored hash was made with, or null when it is not one of ours. */
export function costOf(stored: string): ScryptCost | null {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (scheme !== 'scrypt' || !salt || !hash) return null;
  if (![cost.N, cost.r, cost.p].every((v) => Number.isInteger(v) && v > 0) || cost.N > MAX_N) return null;
  return cost;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const cost = costOf(stored);
  const [, , , , salt, hash] = stored.split('$');
  if (!cost || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), cost, expected.length);
  return timingSafeEqual(key, expected);
}

/** True when a stored hash is weaker than the current cost: replace it after a successful sign-in. */
export function needsRehash(stored: string): boolean {
  const cost = costOf(stored);
  if (!cost) return true;
  return cost.N * cost.r * cost.p < current.N * current.r * current.p;
}

/**
 * A hash to compare against when the account does not exist, so timing does
 * not reveal it: made with the current cost, so checking it costs what a real
 * one does. It is made when the cost is set (at start), never by a request:
 * made lazily, the first unknown e-mail after a start paid two hashes, and a
 * sign-in that took twice as long told that the address had no account.
 */
function makeDummyHash(): Promise<string> {
  const made = hashPassword(randomBytes(12).toString('hex'));
  // Awaited by sign-ins; a failure here (none is expected) must not be an unhandled rejection at start.
  made.catch(() => undefined);
  return made;
}
let dummyHash: Promise<string> = makeDummyHash();
export function dummyPasswordHash(): Promise<string> {
  return dummyHash;
}
