import type { z } from 'zod';

export const repoRoot: string;
export class SettingsError extends Error {
  problems: string[];
  constructor(problems: string[]);
}
export function parseSettings<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv): z.output<S>;
export function settings(env?: NodeJS.ProcessEnv): {
  shellPort: number;
  lawfirmPort: number;
  creditorPort: number;
  apiPort: number;
  apiUrl: string;
  publicUrl: string;
  shellOrigins: string[];
  webHost: string | undefined;
};
export function exitOnBadSettings<T>(read: () => T): T;
export const apps: Record<'shell' | 'lawfirm' | 'creditor', { dir: string; marker: string }>;
