import type { Language } from 'shared-api/contract';
import { invitationMail } from '../invitations/invitation-mail';
import { messageNotice } from '../notices/case-notices';
import { DEFAULT_LANGUAGE } from './languages';

/**
 * Mails written from a template: the outbox keeps the template's
 * id and its parameters, one row per recipient with the reader's language
 *, and the mail is rendered when it is sent (`renderTemplate`).
 * A fan-out to every creditor of a case thus stores 5,000 small rows, not
 * 5,000 copies of the same text. The texts stay with the other notices of the
 * case tabs (notices/case-notices.ts).
 */
const templates = {
  /** A firm's message to creditors of a case; params: the case's facts (CaseFacts). */
  'message-notice': messageNotice,
  /** An invitation to follow a case; params: InvitationMailParams (the link's token among them). */
  'case-invitation': invitationMail,
} as const;

export type TemplateId = keyof typeof templates;
export type TemplateParams<T extends TemplateId> = Parameters<(typeof templates)[T]>[0];

const isTemplateId = (id: string): id is TemplateId => Object.hasOwn(templates, id);

/**
 * Subject and text of a templated mail in `language` (Swedish for rows queued
 * without one); throws on an unknown template (the send fails and is retried).
 */
export function renderTemplate(
  id: string,
  params: unknown,
  language: Language | null = DEFAULT_LANGUAGE,
): { subject: string; text: string } {
  if (!isTemplateId(id)) throw new Error(`Unknown mail template: ${id}`);
  // The row's parameters were written for its template (enqueueTemplated, or the template's own INSERT).
  const render = templates[id] as (params: unknown, language: Language) => { subject: string; text: string };
  return render(params, language ?? DEFAULT_LANGUAGE);
}
