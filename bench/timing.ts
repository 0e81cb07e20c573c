import { loadavg } from 'node:os';

/**
 * Wall time and CPU time of the benchmark's own process. CPU time counts every
 * thread of the process (libuv's pool running scrypt, PGlite's queries), and
 * hardly moves when other programs load the machine, which wall time does.
 */

/** Milliseconds of CPU (user + system, every thread) this process spent since `start`. */
export function cpuMsSince(start: NodeJS.CpuUsage): number {
  const spent = process.cpuUsage(start);
  return (spent.user + spent.system) / 1000;
}

/** Runs `work` alone and measures it. */
export async function timed<T>(
  work: () => Promise<T>,
): Promise<{ result: T; wallMs: number; cpuMs: number }> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const result = await work();
  return { result, wallMs: performance.now() - started, cpuMs: cpuMsSince(cpu) };
}

/** The middle value of `values` (sorted here; of an even count, the upper of the two middle ones). */
export function median(values: number[]): number {
  return quantile(values, 0.5);
}

/** The value at quantile `q` (0–1) of `values` (sorted here). */
export function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

/** "3×200 1×429" */
export function statusCounts(statuses: number[]): string {
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${n}×${status}`)
    .join(' ');
}

/** The 1- and 5-minute load averages, to print beside the figures. */
export function loadNote(): string {
  const [one = 0, five = 0] = loadavg();
  return `load average ${one.toFixed(1)} (1 min), ${five.toFixed(1)} (5 min)`;
}
