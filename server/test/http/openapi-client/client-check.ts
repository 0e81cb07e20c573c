import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type * as TypeScript from 'typescript';

/**
 * The tools of the OpenAPI checks (server/test/http/openapi.test.ts), each run as a
 * third party would: Redocly's CLI, openapi-typescript, and the project's tsc.
 */

const repoRoot = join(__dirname, '..', '..', '..', '..');
const here = __dirname;

/** Offline and quiet: no telemetry, no update check. */
const offline = {
  ...process.env,
  REDOCLY_TELEMETRY: 'off',
  REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
  NO_COLOR: '1',
};

export interface LintReport {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
}

/** `redocly lint --extends=recommended --format=json <file>`, run where no redocly.yaml changes the rules. */
export function redoclyLint(file: string, cwd: string): LintReport {
  const cli = require.resolve('@redocly/cli/bin/cli.js');
  const run = spawnSync(process.execPath, [cli, 'lint', '--extends=recommended', '--format=json', file], {
    cwd,
    env: offline,
    encoding: 'utf8',
    timeout: 120_000,
  });
  const start = run.stdout.indexOf('{');
  if (start < 0) throw new Error(`redocly lint printed no report (exit ${run.status}): ${run.stderr}`);
  return JSON.parse(run.stdout.slice(start)) as LintReport;
}

/** openapi-typescript's types for the document in `file` (see generate.mjs). */
export function generateTypes(file: string, out: string): string {
  const run = spawnSync(process.execPath, [join(here, 'generate.mjs'), file, out], {
    cwd: here,
    env: offline,
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (run.status !== 0) throw new Error(`openapi-typescript failed (exit ${run.status}): ${run.stderr}`);
  return readFileSync(out, 'utf8');
}

/**
 * Type-checks calls.ts against the generated types with the project's own
 * TypeScript (the root one, strict); the generated module is served from
 * memory, so parallel runs never share a file. Returns the diagnostics.
 */
const parsedFiles = new Map<string, TypeScript.SourceFile>();

export function typeErrors(generated: string): string[] {
  const ts = createRequire(join(repoRoot, 'package.json'))('typescript') as typeof TypeScript;
  const { options, errors } = ts.convertCompilerOptionsFromJson(
    {
      target: 'ES2022',
      module: 'ESNext',
      moduleResolution: 'Bundler',
      lib: ['ES2023', 'DOM', 'DOM.Iterable'],
      strict: true,
      noUncheckedIndexedAccess: true,
      skipLibCheck: true,
      noEmit: true,
      types: [],
    },
    here,
  );
  if (errors.length)
    throw new Error(errors.map((e) => ts.flattenDiagnosticMessageText(e.messageText, '\n')).join('\n'));
  const generatedFile = join(here, 'generated-api.d.ts');
  const host = ts.createCompilerHost(options);
  const { fileExists, readFile, getSourceFile } = host;
  host.fileExists = (name) => name === generatedFile || fileExists(name);
  host.readFile = (name) => (name === generatedFile ? generated : readFile(name));
  host.getSourceFile = (name, language, ...rest) => {
    if (name === generatedFile) return ts.createSourceFile(name, generated, language);
    // The libraries and calls.ts are the same on every check: parse them once.
    const parsed = parsedFiles.get(name) ?? getSourceFile(name, language, ...rest);
    if (parsed) parsedFiles.set(name, parsed);
    return parsed;
  };
  const program = ts.createProgram([join(here, 'calls.ts')], options, host);
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const where = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start) : undefined;
    const at = d.file && where ? `${d.file.fileName}:${where.line + 1}: ` : '';
    return at + ts.flattenDiagnosticMessageText(d.messageText, '\n');
  });
}
