import { isIPv4, isIPv6 } from 'node:net';

/**
 * The client address as the throttles count it. An IPv4 address written as IPv6
 * (`::ffff:192.0.2.7`, which a dual-stack socket reports) is that IPv4 address, so it cannot
 * be counted twice under two spellings. An IPv6 address counts by its /64 network: one
 * subscriber or one cloud host gets a whole /64, and counting single addresses gave such a
 * client 2^64 fresh starts.
 */
export function addressKey(ip: string): string {
  const bare = ip
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return bare;
  const groups = expandIPv6(bare.toLowerCase());
  if (!groups) return bare;
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address (with `::` and a trailing dotted IPv4 part), or null. */
function expandIPv6(address: string): number[] | null {
  let text = address;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const bytes = dotted[1].split('.').map(Number);
    const [a = 0, b = 0, c = 0, d = 0] = bytes;
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail, ...rest] = text.split('::');
  if (rest.length) return null;
  const parse = (part: string) => (part ? part.split(':').map((g) => Number.parseInt(g, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 0) return null;
  const groups = [...left, ...Array.from({ length: Math.max(0, missing) }, () => 0), ...right];
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff)
    ? groups
    : null;
}
