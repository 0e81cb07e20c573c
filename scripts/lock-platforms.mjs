#!/usr/bin/env node
// Completes package-lock.json with the platform-specific optional packages (rspack, swc, biome,
// esbuild, … ship one native package per os/cpu) that the npm registry mirror of our build
// machines does not serve. Without their entries `npm ci` refuses the lock file ("Missing: … from
// lock file"); with them it skips every package whose os/cpu does not match, as it does for a lock
// file written on another platform. Run it after every `npm install` that changes the lock file.
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;

const OSES = [
  'darwin',
  'linux',
  'win32',
  'android',
  'freebsd',
  'openbsd',
  'netbsd',
  'sunos',
  'aix',
  'openharmony',
];
const CPUS = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'wasm32', 'loong64', 'mips64el'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => OSES.includes(part));
  const cpu = parts.find((part) => CPUS.includes(part));
  return { os, cpu };
}

function resolves(fromPath, name) {
  // npm looks in each enclosing node_modules, innermost first.
  let base = fromPath;
  while (true) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (packages[candidate]) return true;
    if (!base) return false;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut === -1 ? '' : base.slice(0, cut);
  }
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    if (resolves(path, name)) continue;
    const { os, cpu } = platformOf(name);
    if (!cpu) continue; // not a platform package: leave npm's own judgement alone
    const target = `${path ? `${path}/` : ''}node_modules/${name}`.replace(/^\/+/, '');
    packages[target] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...(os ? { os: [os] } : {}),
      cpu: [cpu],
    };
    added += 1;
  }
}

const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)),
);
lock.packages = sorted;
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.info(`lock-platforms: ${added} platform package entr${added === 1 ? 'y' : 'ies'} added`);
