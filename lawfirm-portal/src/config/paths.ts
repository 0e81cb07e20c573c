/** Paths of the law-firm portal, below the shell's /dashboard. */
export const paths = {
  home: '/dashboard',
  /** A: its own firm's details (edit). */
  ownFirm: '/dashboard/firm',
} as const;

/** Search parameters that keep the selection across reloads. */
export const selectionParams = { lawFirm: 'firm', case: 'case' } as const;
