// The shell's prerendered public pages (scripts/prerender.mjs wrote them with dist/prerendered/pages.json):
// which file answers a path for this deployment's audience, in the language the browser asks for first. The
// client hydrates the page only when its own language (a saved choice, else the browser's) is the same, so
// the choice here mirrors shared-ui's initialLanguage(): Swedish when the first language is Swedish.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** 'sv' when the first language of an Accept-Language header is Swedish, else 'en'. */
export function languageOf(acceptLanguage) {
  const first = String(acceptLanguage ?? '')
    .split(',')[0]
    ?.trim()
    .toLowerCase();
  return first?.startsWith('sv') ? 'sv' : 'en';
}

/**
 * A pageFor for createStaticServer: the prerendered file for (audience, language, path), or null (no such
 * page, or a build without prerendered pages: then index.html answers as before).
 */
export function prerenderedPages(distDir, audience) {
  let pages;
  try {
    pages = JSON.parse(readFileSync(path.join(distDir, 'prerendered', 'pages.json'), 'utf8'))[audience];
  } catch {
    pages = undefined;
  }
  if (!pages) return () => null;
  return (pathname, req) => {
    const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    return pages[languageOf(req.headers['accept-language'])]?.[normalized] ?? null;
  };
}
