/** The creditor portal's routes below /dashboard (routes.tsv). */
export const paths = {
  dashboard: '/dashboard',
  selectCase: '/dashboard/select-case',
  addCreditor: '/dashboard/add-creditor',
} as const;
