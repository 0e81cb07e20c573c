import { multipart } from './files-fixtures';
import { call, createTestApp, loginAll, type SignedIn, type TestApp } from './helper';

export let t: TestApp;
export let as: Awaited<ReturnType<typeof loginAll>>;
export let nordlawId: number;
export let vastId: number;

export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
);
export const PNG_HEADER = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
]);

export const firmQuery = (overrides: Record<string, string> = {}) =>
  new URLSearchParams({
    LawfirmName: 'Advokatfirman Öst',
    LawFirmOffices: 'Västerås; Örebro',
    LawfirmContactName: 'Åsa Öberg',
    LawfirmContactEmail: 'asa@ost.se',
    Password: 'Hemligt-Byra-123',
    LawfirmUrl: 'ost.se',
    LawfirmNotes: '',
    ColorCode: '#336699',
    ...overrides,
  }).toString();

export const addFirm = (who: SignedIn, query: string, file?: { name: string; content: Buffer }) => {
  const body = multipart({}, file);
  return call(t.app, {
    method: 'POST',
    url: `/api/LawFirm/add?${query}`,
    headers: { ...who.headers, ...body.headers },
    payload: body.payload,
  });
};

/** Builds the app and signs the demo users in before this file's tests (beforeAll), closes it after them. */
export function setupLawFirmsTests(): void {
  beforeAll(async () => {
    t = await createTestApp();
    as = await loginAll(t.app);
    nordlawId = as.anna.lawFirmId!;
    vastId = as.karin.lawFirmId!;
  });
  afterAll(async () => {
    await t.close();
  });
}
