// Prerenders the shell's public pages (law-firm and creditor login, sign-up, code page, forgotten password)
// into HTML after the shell's build, so their form is in the first paint; the client hydrates the markup
// (shell/src/bootstrap.tsx). Needs tsx for the shell's TSX: `node --import tsx scripts/prerender.mjs`
// (scripts/build.mjs runs it after building the shell). Writes, under shell/dist/prerendered/,
// <audience>/<language>/<page>.html and pages.json, the map scripts/serve-shell.mjs serves them by.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import Module from 'node:module';
import path from 'node:path';
import { repoRoot } from './lib/env.mjs';
import { NONCE_PLACEHOLDER } from './lib/security-headers.mjs';

const dist = path.join(repoRoot, 'shell', 'dist');
const outDir = path.join(dist, 'prerendered');

// The shell's modules import their stylesheets; in Node those are noted (to inline the built CSS files that
// hold them) and otherwise ignored.
const importedCss = new Set();
/** @type {Record<string, (module: { exports: unknown }, file: string) => void>} */ (
  /** @type {any} */ (Module)._extensions
)['.css'] = (module, file) => {
  importedCss.add(path.relative(repoRoot, file));
  module.exports = {};
};

const { PRERENDERED_PATHS, renderPublicPage } = await import('../shell/src/prerender/render-public-page.tsx');

const AUDIENCES = ['lawfirm', 'creditor'];
const LANGUAGES = ['en', 'sv'];

/** '/' -> 'index', '/creditors-portal/verify-otp' -> 'creditors-portal--verify-otp'. */
const pageName = (urlPath) => (urlPath === '/' ? 'index' : urlPath.slice(1).replaceAll('/', '--'));

const escapeAttribute = (value) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/**
 * The built stylesheets holding the CSS modules the public pages imported, as the page loads them at run
 * time (shell/css-modules-plugin.ts): never a share's unused fallback copy.
 */
async function stylesheetsFor(cssModules) {
  const manifest = JSON.parse(await readFile(path.join(dist, 'css-modules.json'), 'utf8'));
  return Object.entries(manifest)
    .filter(
      ([, { modules, sharedFallbackOnly }]) => !sharedFallbackOnly && modules.some((m) => cssModules.has(m)),
    )
    .map(([file]) => file)
    .sort();
}

const template = await readFile(path.join(dist, 'index.html'), 'utf8');
if (
  !template.includes('<div id="root"></div>') ||
  !template.includes(NONCE_PLACEHOLDER) ||
  !/<meta name="description" content="[^"]*">/.test(template)
) {
  throw new Error(
    'shell/dist/index.html lacks the empty #root, the CSP nonce placeholder or the description: build the shell first',
  );
}

const rendered = [];
for (const audience of AUDIENCES) {
  for (const language of LANGUAGES) {
    for (const urlPath of PRERENDERED_PATHS) {
      const { html, stamp, description } = renderPublicPage(urlPath, audience, language);
      // The CSP refuses style="" in markup (and every inline script): the prerendered markup has neither.
      if (/<script|\sstyle="/i.test(html)) {
        throw new Error(`the prerendered ${urlPath} holds a <script> or a style attribute`);
      }
      rendered.push({ audience, language, urlPath, html, stamp, description });
    }
  }
}

// The pages' CSS inline, so nothing blocks the first paint: a <style> with the response's nonce (the server
// replaces the placeholder, as in the <meta> the runtime reads), which the strict CSP allows. The async
// chunks still load their stylesheet files later, off the critical path.
const stylesheets = await stylesheetsFor(importedCss);
const css = (await Promise.all(stylesheets.map((file) => readFile(path.join(dist, file), 'utf8'))))
  .map((text) => text.replace(/\/\*# sourceMappingURL=.*?\*\/\s*$/, '').trim())
  .join('\n');
if (/<\/style/i.test(css)) throw new Error('a stylesheet of the public pages holds </style>');
const inlineCss = `<style nonce="${NONCE_PLACEHOLDER}">${css}</style>`;
await rm(outDir, { recursive: true, force: true });
const pages = {};
for (const { audience, language, urlPath, html, stamp, description } of rendered) {
  const page = template
    .replace('<html lang="en">', `<html lang="${language}">`)
    .replace(
      /<meta name="description" content="[^"]*">/,
      `<meta name="description" content="${escapeAttribute(description)}">`,
    )
    .replace('</head>', `${inlineCss}</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered="${escapeAttribute(stamp)}">${html}</div>`,
    );
  const file = path.posix.join('prerendered', audience, language, `${pageName(urlPath)}.html`);
  await mkdir(path.join(dist, path.dirname(file)), { recursive: true });
  await writeFile(path.join(dist, file), page);
  pages[audience] ??= {};
  pages[audience][language] ??= {};
  pages[audience][language][urlPath] = file;
}
await writeFile(path.join(outDir, 'pages.json'), `${JSON.stringify(pages, null, 2)}\n`);
console.info(
  `[prerender] ${rendered.length} pages (${PRERENDERED_PATHS.join(', ')}; ${AUDIENCES.join(', ')}; ` +
    `${LANGUAGES.join(', ')}), stylesheets ${stylesheets.join(', ')}`,
);
