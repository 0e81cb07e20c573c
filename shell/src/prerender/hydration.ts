// The client side of the prerendered public pages (render-public-page.tsx): whether #root's markup may be
// hydrated, and the values the user typed before the scripts ran, put back after hydration.
import type { Language } from 'shared-api';
import type { Audience } from '../federation/runtime-config';
import { paths } from '../navigation/paths';
import { parsePrerenderStamp } from './prerender-stamp';

export interface ClientState {
  audience: Audience;
  language: string;
  pathname: string;
  search: string;
  signedIn: boolean;
}

/**
 * True when the client's first render will produce #root's prerendered markup: same page, audience and
 * language, no query that changes the page (only the code page's e-mail, which the remote reads), and no
 * session (a login page then redirects). Otherwise bootstrap.tsx renders from scratch.
 */
export function canHydrate(stamp: string | undefined, client: ClientState): boolean {
  const target = parsePrerenderStamp(stamp);
  if (!target || client.signedIn) return false;
  return (
    target.audience === client.audience &&
    target.language === (client.language as Language) &&
    target.path === client.pathname &&
    (client.search === '' || target.path === paths.verifyOtp)
  );
}

type TextInput = HTMLInputElement | HTMLTextAreaElement;

const typedFields = (container: HTMLElement) =>
  [...container.querySelectorAll<TextInput>('input[name], textarea[name]')].filter(
    (field) => !['checkbox', 'radio', 'hidden', 'submit', 'button'].includes(field.type),
  );

/** What the user typed into the prerendered form before hydration, by field name. */
export function typedValues(container: HTMLElement): Map<string, string> {
  const values = new Map<string, string>();
  for (const field of typedFields(container)) {
    if (field.value !== field.defaultValue) values.set(field.name, field.value);
  }
  return values;
}

/**
 * Puts typed values back after hydration (react-hook-form resets its fields to their defaults when it
 * registers them) and tells the form through a real input event, as if the user had typed them.
 */
export function restoreTypedValues(container: HTMLElement, values: Map<string, string>): void {
  for (const field of typedFields(container)) {
    const value = values.get(field.name);
    if (value === undefined || field.value === value) continue;
    const prototype = Object.getPrototypeOf(field) as typeof HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
