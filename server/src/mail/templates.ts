import type { Language } from 'shared-api/contract';
import { DEFAULT_LANGUAGE } from './account-language';

/**
 * Mails written from a template: the outbox keeps the template's id and its
 * parameters, one row per recipient with the reader's language, and the mail
 * is rendered when it is sent (`renderTemplate`). A fan-out to every creditor
 * of a case thus stores 5,000 small rows, not 5,000 copies of the same text.
 *
 * The texts stay with the features that send them (notices/case-notices.ts,
 * invitations/invitation-mail.ts), each declared with `mailTemplate`. The
 * registry of all of them is built in app.ts and handed to the delivery, so
 * that mail/ imports none of the modules above it.
 */

/** Subject and text of a rendered mail. */
export interface RenderedMail {
  subject: string;
  text: string;
}

/** One template: the id its outbox rows carry, and how it reads in a language. */
export interface MailTemplate<P> {
  readonly id: string;
  readonly render: (params: P, language: Language) => RenderedMail;
}

/** Declares a template (its `P` types the parameters `enqueueTemplated` takes with it). */
export const mailTemplate = <P>(
  id: string,
  render: (params: P, language: Language) => RenderedMail,
): MailTemplate<P> => ({
  id,
  render,
});

/** Every template the delivery can render, by id. */
export type MailTemplates = ReadonlyMap<string, MailTemplate<never>>;

/** The registry of `templates`; an id declared twice is a mistake caught at start. */
export function templateRegistry(templates: readonly MailTemplate<never>[]): MailTemplates {
  const registry = new Map<string, MailTemplate<never>>();
  for (const template of templates) {
    if (registry.has(template.id)) throw new Error(`Mail template declared twice: ${template.id}`);
    registry.set(template.id, template);
  }
  return registry;
}

/**
 * Subject and text of a templated mail in `language` (Swedish for rows queued
 * without one); throws on an unknown template (the send fails and is retried).
 */
export function renderTemplate(
  templates: MailTemplates,
  id: string,
  params: unknown,
  language: Language | null = DEFAULT_LANGUAGE,
): RenderedMail {
  const template = templates.get(id);
  if (!template) throw new Error(`Unknown mail template: ${id}`);
  // The row's parameters were written for its template (enqueueTemplated, or the template's own INSERT).
  const render = template.render as (params: unknown, language: Language) => RenderedMail;
  return render(params, language ?? DEFAULT_LANGUAGE);
}
