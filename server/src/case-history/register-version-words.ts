import type { Language } from 'shared-api/contract';

/** The case history's lines for published claims register versions, in both languages. */

type Details = Record<string, unknown>;
const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

const WORDS = {
  en: {
    publish: (v: string, n: string) =>
      `Claims register published as version ${v}${n ? `, ${n} ${n === '1' ? 'claim' : 'claims'}` : ''}`,
    download: (v: string, format: string, language: string) =>
      `Claims register version ${v} downloaded${format ? `: ${format}` : ''}${language ? ` (${language === 'sv' ? 'Swedish' : 'English'})` : ''}`,
  },
  sv: {
    publish: (v: string, n: string) =>
      `Bevakningsförteckningen publicerad som version ${v}${n ? `, ${n} ${n === '1' ? 'fordran' : 'fordringar'}` : ''}`,
    download: (v: string, format: string, language: string) =>
      `Bevakningsförteckningen version ${v} hämtad${format ? `: ${format}` : ''}${language ? ` (${language === 'sv' ? 'svenska' : 'engelska'})` : ''}`,
  },
} as const;

/** The line of a register version entry, or null when the entity is another. */
export function registerVersionLine(
  language: Language,
  entity: string,
  action: string,
  d: Details,
): string | null {
  if (entity !== 'claimsRegisterVersion') return null;
  const w = WORDS[language];
  if (action === 'publish') return w.publish(text(d.version), text(d.claims));
  if (action === 'download')
    return w.download(text(d.version), text(d.format).toUpperCase(), text(d.language));
  return `${entity}: ${action}`;
}
