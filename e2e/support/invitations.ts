import { readOutbox } from 'server/mail';
import { expect } from './fixtures';

/** A creditor list of the debtor's books as the firm uploads it: Swedish headings, `;`, a BOM, CRLF. */
export const creditorListCsv = (rows: readonly (readonly string[])[]) =>
  Buffer.from(
    ['\ufeffNamn;Organisationsnummer;E-post;Belopp', ...rows.map((row) => row.join(';'))].join('\r\n'),
    'utf8',
  );

/** The path and query of the sign-up link in the invitation mailed to `email` (DATA_DIR/outbox). */
export async function invitationLink(dataDir: string, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const mail = readOutbox(dataDir).find((m) => m.to.includes(email) && /Inbjudan/.test(m.subject));
        link = mail?.text.match(/https?:\/\/\S+?(\/creditors-portal-signup\?\S+)/)?.[1];
        return link;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return link as string;
}
