import type { Language } from 'shared-api';
import type { Audience } from '../federation/runtime-config';

/** What a prerendered page was rendered for; the client hydrates it only when all three still hold. */
export interface PrerenderTarget {
  path: string;
  audience: Audience;
  language: Language;
}

export const prerenderStamp = ({ path, audience, language }: PrerenderTarget) =>
  `${audience} ${language} ${path}`;

export function parsePrerenderStamp(stamp: string | undefined): PrerenderTarget | null {
  const match = /^(lawfirm|creditor) (en|sv) (\/\S*)$/.exec(stamp ?? '');
  if (!match) return null;
  return { audience: match[1] as Audience, language: match[2] as Language, path: match[3] as string };
}
