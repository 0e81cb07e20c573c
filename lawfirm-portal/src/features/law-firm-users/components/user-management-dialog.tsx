import { useTranslation } from 'react-i18next';
import type { LawFirm } from 'shared-api';
import { shellBridge, useShellBridge } from 'shared-ui';
import { Modal } from 'shared-ui/antd';
import { FirmUsers } from './firm-users';

/** A's User Management, opened from the header's menu through the shell bridge. */
export function UserManagementDialog({ firm }: { firm: LawFirm | null }) {
  const { t } = useTranslation();
  const open = useShellBridge((state) => state.userManagementOpen);
  return (
    <Modal
      open={open}
      title={t('lawfirm.users.management')}
      onCancel={() => shellBridge.closeUserManagement()}
      footer={null}
      width={640}
      keyboard
      destroyOnHidden
    >
      {firm ? <FirmUsers firm={firm} /> : null}
    </Modal>
  );
}
