import type { Language } from 'shared-api/contract';

/** The language Accept-Language names: Swedish or English, whichever ranks first; undefined when neither. */
export function statedLanguageOf(acceptLanguage: string | string[] | undefined): Language | undefined {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage[0] : acceptLanguage;
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    if (tag.startsWith('sv')) return 'sv';
    if (tag.startsWith('en')) return 'en';
  }
  return undefined;
}

/** The caller's language from Accept-Language: Swedish when it comes first, else English. */
export function languageOf(acceptLanguage: string | string[] | undefined): Language {
  return statedLanguageOf(acceptLanguage) ?? 'en';
}
