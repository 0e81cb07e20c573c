import {
  addClaim,
  changeDocumentStatus,
  creditorSendMessage,
  decideClaim,
  deleteClaim,
  deleteDocument,
  type Endpoint,
  editDocument,
  lawFirmGetRecipients,
  lawFirmSendMessage,
  mayCall,
  type UserType,
  uploadDocument,
} from 'shared-api';
import { type TabAccess, type TabSide, tabAccess } from './tab-access';

/**
 * Every button of the case tabs that calls an endpoint is shown on one answer of `tabAccess` (the centres
 * render it only when the answer holds). Here each answer names the endpoints its buttons call, and for
 * every side, role and case setting the answer may hold only for roles the contract lets call them all:
 * a button never leads to the 403 a role gets for an endpoint it may not call.
 */
const ENDPOINTS_OF: Record<keyof TabAccess, { side: TabSide; endpoints: Endpoint[] }[]> = {
  canWriteMessages: [
    { side: 'lawfirm', endpoints: [lawFirmSendMessage] },
    { side: 'creditor', endpoints: [creditorSendMessage] },
  ],
  canUseStandardMessage: [{ side: 'lawfirm', endpoints: [lawFirmSendMessage] }],
  canSeeRecipients: [{ side: 'lawfirm', endpoints: [lawFirmGetRecipients] }],
  canManageDocuments: [
    { side: 'lawfirm', endpoints: [uploadDocument, editDocument, changeDocumentStatus, deleteDocument] },
  ],
  canManageClaimStatus: [{ side: 'lawfirm', endpoints: [decideClaim] }],
  canRegisterClaimForCreditor: [{ side: 'lawfirm', endpoints: [addClaim] }],
  canFileOwnClaims: [{ side: 'creditor', endpoints: [addClaim] }],
  canDeleteClaims: [
    { side: 'lawfirm', endpoints: [deleteClaim] },
    { side: 'creditor', endpoints: [deleteClaim] },
  ],
  canFileForCreditor: [{ side: 'creditor', endpoints: [addClaim] }],
};

const ROLES: (UserType | null)[] = ['S', 'A', 'U', 'C', 'D', null];
const SIDES: TabSide[] = ['lawfirm', 'creditor'];
const answers = SIDES.flatMap((side) =>
  ROLES.flatMap((role) =>
    [false, true].map((allowCreditorMessages) => ({
      side,
      role,
      access: tabAccess(side, role, { allowCreditorMessages }),
    })),
  ),
);

describe("the case tabs' buttons follow the endpoints' roles", () => {
  it.each(Object.keys(ENDPOINTS_OF) as (keyof TabAccess)[])(
    '%s holds only for a role that may call its endpoints, on its side',
    (answer) => {
      for (const { side, role } of answers.filter((each) => each.access[answer])) {
        const uses = ENDPOINTS_OF[answer].find((each) => each.side === side);
        expect({ answer, side, role, shown: uses !== undefined }).toEqual({
          answer,
          side,
          role,
          shown: true,
        });
        for (const endpoint of uses?.endpoints ?? [])
          expect({ role, endpoint: endpoint.operationId, allowed: mayCall(endpoint, role) }).toEqual({
            role,
            endpoint: endpoint.operationId,
            allowed: true,
          });
      }
      // Not true of nobody: the button exists for some role.
      expect(answers.some((each) => each.access[answer])).toBe(true);
    },
  );
});
