import { createTestApp, loginAll, type TestApp } from './helper';

export let t: TestApp;
export let as: Awaited<ReturnType<typeof loginAll>>;
export let nordlawId: number;
export let vastId: number;
export let fjallbygg: number;
export let vastCase: number;

export const newCase = (overrides: Record<string, unknown> = {}) => ({
  debtorName: 'Östgöta Måleri AB',
  debtorOrgnr: '556000-1111',
  knr: 'K 100-26',
  court: 'Linköpings tingsrätt',
  dateDecision: '2026-02-01',
  lawyerName: 'Anna Berg',
  managerName: null,
  administratorName: '',
  administratorEmail: 'admin@ostgota.se',
  caseNotes: 'Ny konkurs',
  debtorSectorId: 6,
  status: '2',
  isAllowCreditorNotification: true,
  lawFirmId: 999, // ignored: the firm comes from the session
  ...overrides,
});

/** Builds the app and signs the demo users in before this file's tests (beforeAll), closes it after them. */
export function setupCasesTests(): void {
  beforeAll(async () => {
    t = await createTestApp();
    as = await loginAll(t.app);
    nordlawId = as.anna.lawFirmId!;
    vastId = as.karin.lawFirmId!;
    const byName = async (name: string) =>
      (
        await t.db
          .selectFrom('cases')
          .select('case_id')
          .where('debtor_name', '=', name)
          .executeTakeFirstOrThrow()
      ).case_id;
    fjallbygg = await byName('Fjällbygg i Åre AB');
    vastCase = await byName('Skånska Bageriet i Lund AB');
  });
  afterAll(async () => {
    await t.close();
  });
}
