import type http from 'node:http';

export function languageOf(acceptLanguage: string | undefined): 'en' | 'sv';
export function prerenderedPages(
  distDir: string,
  audience: 'lawfirm' | 'creditor',
): (pathname: string, req: http.IncomingMessage) => string | null;
