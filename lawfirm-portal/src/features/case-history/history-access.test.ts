import { mayReadCaseHistory } from './history-access';

it('lets only the firm administrator read a case history', () => {
  expect(mayReadCaseHistory('A')).toBe(true);
  for (const userType of ['U', 'S', 'C', 'D', null, undefined] as const)
    expect(mayReadCaseHistory(userType)).toBe(false);
});
