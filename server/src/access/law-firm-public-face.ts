import type { LawFirm } from 'shared-api/contract';

/**
 * What creditors and debt collectors may know of a firm: its
 * name, offices, web address, colour and logo. The contact person, the
 * administrator's e-mail (its sign-in), the internal notes, who created it and
 * its case count stay with the firm and the platform.
 */
export const publicFace = (firm: LawFirm): LawFirm => ({
  lawFirmId: firm.lawFirmId,
  lawfirmName: firm.lawfirmName,
  officeList: firm.officeList,
  lawfirmContactName: '',
  lawfirmContactEmail: '',
  lawfirmUrl: firm.lawfirmUrl,
  lawfirmNotes: null,
  color: firm.color,
  logoFulllName: firm.logoFulllName,
  logoPath: firm.logoPath,
  createdBy: null,
});
