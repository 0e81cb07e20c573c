import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { downloadClaimsRegister, getClaimBases } from 'shared-api';
import { handlerFor } from 'shared-api/testing';
import { renderAs, rowsOf, server, setupTabTests, toastTexts } from '../testing';
import { ClaimCentre } from './claim-centre';
import { bases, claims, serveClaims } from './claim-fixtures';

/** The claims register (bevakningsförteckning) control of the firm's claims tab. */

setupTabTests();

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Serves the register and records each request's query; the file is named as the server names it. */
function serveRegister(status = 200) {
  const asked: Record<string, string>[] = [];
  server.use(
    serveClaims('lawfirm', claims),
    handlerFor(getClaimBases, bases),
    handlerFor(downloadClaimsRegister, ({ url }) => {
      const query = Object.fromEntries(url.searchParams);
      asked.push(query);
      if (status !== 200)
        return HttpResponse.json({ isSuccess: false, message: 'Case not found', data: null }, { status });
      const stem = query.lang === 'sv' ? 'bevakningsforteckning' : 'claims-register';
      return new HttpResponse(query.format === 'pdf' ? '%PDF-1.7\n' : 'PK', {
        headers: {
          'Content-Type': query.format === 'pdf' ? 'application/pdf' : XLSX,
          'Content-Disposition': `attachment; filename="${stem}-K_1234-26.${query.format}"`,
        },
      });
    }),
  );
  return asked;
}

function catchDownloads() {
  URL.createObjectURL = jest.fn(() => 'blob:register');
  URL.revokeObjectURL = jest.fn();
  const saved: string[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

describe('the claims register control', () => {
  afterEach(() => jest.restoreAllMocks());

  it('downloads the Excel file in English from the keyboard', async () => {
    const asked = serveRegister();
    const saved = catchDownloads();
    const { user } = await renderAs('A', <ClaimCentre side="lawfirm" caseId={5} />);
    await waitFor(() => expect(rowsOf('Claims')).toHaveLength(claims.length));
    const button = screen.getByRole('button', { name: 'Claims register' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    button.focus();
    await user.keyboard('{Enter}');
    const excel = await screen.findByRole('menuitem', { name: 'Excel (XLSX)' });
    expect(screen.getByRole('menuitem', { name: 'PDF' })).toBeInTheDocument();
    // The menu takes the focus on its first entry.
    await waitFor(() => expect(excel).toHaveFocus());
    // The menu reads Enter from KeyboardEvent.which, which user-event leaves 0 in jsdom.
    fireEvent.keyDown(excel, { key: 'Enter', code: 'Enter', keyCode: 13, which: 13 });
    await waitFor(() => expect(saved).toEqual(['claims-register-K_1234-26.xlsx']));
    expect(asked).toEqual([{ caseId: '5', format: 'xlsx', lang: 'en' }]);
    expect(toastTexts()).toContain('success: The claims register has been downloaded');
  });

  it('asks for the PDF in Swedish when the interface is Swedish', async () => {
    const asked = serveRegister();
    const saved = catchDownloads();
    const { user } = await renderAs('U', <ClaimCentre side="lawfirm" caseId={5} />, 'sv');
    await waitFor(() => expect(rowsOf('Fordringar')).toHaveLength(claims.length));
    await user.click(screen.getByRole('button', { name: 'Bevakningsförteckning' }));
    await user.click(await screen.findByRole('menuitem', { name: 'PDF' }));
    await waitFor(() => expect(saved).toEqual(['bevakningsforteckning-K_1234-26.pdf']));
    expect(asked).toEqual([{ caseId: '5', format: 'pdf', lang: 'sv' }]);
    expect(toastTexts()).toContain('success: Bevakningsförteckningen har hämtats');
  });

  it("shows the server's message when the register cannot be had", async () => {
    serveRegister(404);
    const saved = catchDownloads();
    const { user } = await renderAs('A', <ClaimCentre side="lawfirm" caseId={5} />);
    await waitFor(() => expect(rowsOf('Claims')).toHaveLength(claims.length));
    await user.click(screen.getByRole('button', { name: 'Claims register' }));
    await user.click(await screen.findByRole('menuitem', { name: 'PDF' }));
    await waitFor(() => expect(toastTexts()).toContain('error: Case not found'));
    expect(saved).toEqual([]);
  });

  it('is not offered to creditors', async () => {
    server.use(serveClaims('creditor', claims), handlerFor(getClaimBases, bases));
    await renderAs('C', <ClaimCentre side="creditor" caseId={5} />);
    await waitFor(() => expect(rowsOf('Claims')).toHaveLength(claims.length));
    expect(screen.queryByRole('button', { name: 'Claims register' })).not.toBeInTheDocument();
  });
});
