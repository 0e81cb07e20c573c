import type { UserType } from 'shared-api';

/**
 * Who may do what with cases in the law-firm portal (docs/decisions/0002-firm-users-work-the-case-tabs.md):
 * A runs the firm's cases and users; U is firm staff who views cases and works
 * in the case tabs like A, but may not add, edit or delete cases, manage users
 * or change the firm. S administers law firms and has no case list.
 */
export type CaseAccess = {
  canSeeCases: boolean;
  canAddCase: boolean;
  canEditCase: boolean;
  canDeleteCase: boolean;
  canManageUsers: boolean;
  canEditOwnFirm: boolean;
  canWorkInCaseTabs: boolean;
};

export function caseAccessFor(userType: UserType | null | undefined): CaseAccess {
  const admin = userType === 'A';
  const staff = admin || userType === 'U';
  return {
    canSeeCases: staff,
    canAddCase: admin,
    canEditCase: admin,
    canDeleteCase: admin,
    canManageUsers: admin,
    canEditOwnFirm: admin,
    canWorkInCaseTabs: staff,
  };
}

export type LawFirmAccess = {
  canListLawFirms: boolean;
  canAddLawFirm: boolean;
  canEditLawFirm: boolean;
  /** S deletes any firm; A its own (from its firm page). */
  canDeleteLawFirm: boolean;
  canManageFirmUsers: boolean;
};

export function lawFirmAccessFor(userType: UserType | null | undefined): LawFirmAccess {
  const platform = userType === 'S';
  return {
    canListLawFirms: platform,
    canAddLawFirm: platform,
    canEditLawFirm: platform || userType === 'A',
    canDeleteLawFirm: platform || userType === 'A',
    canManageFirmUsers: platform || userType === 'A',
  };
}
