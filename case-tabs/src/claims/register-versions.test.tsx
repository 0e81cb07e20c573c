import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import {
  downloadClaimsRegisterVersion,
  getClaimBases,
  getClaimsRegisterVersions,
  publishClaimsRegister,
} from 'shared-api';
import { handlerFor, samples } from 'shared-api/testing';
import { renderAs, server, setupTabTests, toastTexts } from '../testing';
import { ClaimCentre } from './claim-centre';
import { bases, claims, serveClaims } from './claim-fixtures';

/** The published claims register in the claims tab: the firm publishes, everyone lists and downloads. */

setupTabTests();

const [v2, v1] = samples.getClaimsRegisterVersions.data.versions;

function serve(side: 'lawfirm' | 'creditor', versions = [v2!, v1!]) {
  const published: unknown[] = [];
  const asked: Record<string, string>[] = [];
  let shown = versions;
  server.use(
    serveClaims(side, claims),
    handlerFor(getClaimBases, bases),
    handlerFor(getClaimsRegisterVersions, () => ({ versions: shown })),
    handlerFor(publishClaimsRegister, ({ body }) => {
      published.push(body);
      const made = { ...v2!, registerVersionId: 9, version: 3 };
      shown = [made, ...shown];
      return made;
    }),
    handlerFor(downloadClaimsRegisterVersion, ({ url }) => {
      asked.push(Object.fromEntries(url.searchParams));
      return new HttpResponse('%PDF-1.7\n', {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': 'attachment; filename="bevakningsforteckning-K_1234-26-version-2.pdf"',
        },
      });
    }),
  );
  return { published, asked };
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

describe('the published claims register', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lets the firm publish the next version after a confirmation', async () => {
    const { published } = serve('lawfirm');
    const { user } = await renderAs('A', <ClaimCentre side="lawfirm" caseId={11} />);
    const section = await screen.findByRole('region', { name: 'Published claims register' });
    await within(section).findByText(/^Version 2, published/);
    await user.click(within(section).getByRole('button', { name: 'Publish register' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish the claims register as version 3?' });
    expect(published).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Publish register' }));
    await waitFor(() => expect(published).toEqual([{ caseId: 11 }]));
    await waitFor(() =>
      expect(toastTexts()).toContain('success: Version 3 of the claims register has been published'),
    );
    expect(await within(section).findByText(/^Version 3, published/)).toBeInTheDocument();
  });

  it('shows a creditor the versions in Swedish with download links, and no publish action', async () => {
    const { asked } = serve('creditor');
    const saved = catchDownloads();
    const { user } = await renderAs('C', <ClaimCentre side="creditor" caseId={11} />, 'sv');
    const section = await screen.findByRole('region', { name: 'Publicerad bevakningsförteckning' });
    expect(await within(section).findByText(/^Version 2, publicerad .*: 3 fordringar/)).toBeInTheDocument();
    expect(
      within(section).queryByRole('button', { name: 'Publicera förteckningen' }),
    ).not.toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Hämta version 2 som PDF' }));
    await waitFor(() => expect(saved).toEqual(['bevakningsforteckning-K_1234-26-version-2.pdf']));
    expect(asked).toEqual([{ registerVersionId: '8', format: 'pdf', lang: 'sv' }]);
    expect(within(section).getByRole('button', { name: 'Hämta version 1 som Excel' })).toBeInTheDocument();
  });

  it('shows a creditor nothing before the first version', async () => {
    serve('creditor', []);
    await renderAs('C', <ClaimCentre side="creditor" caseId={11} />);
    await screen.findByRole('region', { name: 'Claims' });
    expect(screen.queryByRole('region', { name: 'Published claims register' })).not.toBeInTheDocument();
  });

  it('tells the firm when the register is not published yet', async () => {
    serve('lawfirm', []);
    await renderAs('U', <ClaimCentre side="lawfirm" caseId={11} />);
    expect(await screen.findByText('The claims register has not been published yet.')).toBeInTheDocument();
  });
});
