// page-texts.ts for the tests (jest.preset.web.cjs maps it here): every text of both languages at once,
// so a component test renders any portal's texts without waiting for them.
import type { Tree } from './languages';
import { resources } from './resources';

export const firstTexts = resources;

export async function loadTexts(language: string, namespace: string): Promise<Tree> {
  const texts = (resources as Record<string, Record<string, Tree>>)[language]?.[namespace];
  if (!texts) throw new Error(`no texts for ${language}/${namespace}`);
  return texts;
}
