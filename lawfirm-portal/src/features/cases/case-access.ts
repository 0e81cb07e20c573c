import type { UserType } from 'shared-api';
import {
  addCase,
  addLawFirm,
  addLawFirmUser,
  deleteCase,
  deleteLawFirm,
  getCases,
  getLawFirms,
  isFirmAdmin,
  isFirmStaff,
  mayCall,
  updateCase,
  updateLawFirm,
} from 'shared-api';

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
  // The firm's own administrator: S manages firms and their users from the firms page, not a firm of its own.
  const admin = isFirmAdmin(userType);
  return {
    canSeeCases: mayCall(getCases, userType),
    canAddCase: mayCall(addCase, userType),
    canEditCase: mayCall(updateCase, userType),
    canDeleteCase: mayCall(deleteCase, userType),
    canManageUsers: admin && mayCall(addLawFirmUser, userType),
    canEditOwnFirm: admin && mayCall(updateLawFirm, userType),
    canWorkInCaseTabs: isFirmStaff(userType),
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
  return {
    canListLawFirms: mayCall(getLawFirms, userType),
    canAddLawFirm: mayCall(addLawFirm, userType),
    canEditLawFirm: mayCall(updateLawFirm, userType),
    canDeleteLawFirm: mayCall(deleteLawFirm, userType),
    canManageFirmUsers: mayCall(addLawFirmUser, userType),
  };
}
