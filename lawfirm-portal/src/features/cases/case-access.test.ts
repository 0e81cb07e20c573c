import { caseAccessFor, lawFirmAccessFor } from './case-access';

describe('caseAccessFor', () => {
  it('lets a firm administrator add, edit and delete cases and manage users', () => {
    expect(caseAccessFor('A')).toEqual({
      canSeeCases: true,
      canAddCase: true,
      canEditCase: true,
      canDeleteCase: true,
      canManageUsers: true,
      canEditOwnFirm: true,
      canWorkInCaseTabs: true,
    });
  });

  it('lets a firm user view cases and work in the tabs, nothing more', () => {
    expect(caseAccessFor('U')).toEqual({
      canSeeCases: true,
      canAddCase: false,
      canEditCase: false,
      canDeleteCase: false,
      canManageUsers: false,
      canEditOwnFirm: false,
      canWorkInCaseTabs: true,
    });
  });

  it.each(['S', 'C', 'D', null, undefined] as const)('gives %s no case powers here', (userType) => {
    expect(Object.values(caseAccessFor(userType)).every((allowed) => !allowed)).toBe(true);
  });
});

describe('lawFirmAccessFor', () => {
  it('gives the platform administrator every law-firm power', () => {
    expect(Object.values(lawFirmAccessFor('S')).every(Boolean)).toBe(true);
  });

  it('lets a firm administrator edit or delete its own firm and manage its users, but not list or add firms', () => {
    expect(lawFirmAccessFor('A')).toEqual({
      canListLawFirms: false,
      canAddLawFirm: false,
      canEditLawFirm: true,
      canDeleteLawFirm: true,
      canManageFirmUsers: true,
    });
  });

  it.each(['U', 'C', 'D', null] as const)('gives %s no law-firm powers', (userType) => {
    expect(Object.values(lawFirmAccessFor(userType)).every((allowed) => !allowed)).toBe(true);
  });
});
