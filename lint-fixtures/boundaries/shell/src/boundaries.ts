import { lawFirmRoutes } from 'lawfirm-portal'; // restricted
import { CaseView } from '../../creditor-portal/src/features/case-view/case-view'; // restricted
import { readOutbox } from '../../server/src/mail'; // restricted
import { loadRemoteModule } from './federation/remotes'; // allowed
import { PortalLogo } from './components/portal-logo'; // allowed
import { toast } from 'shared-ui/light'; // allowed
import ConfigProvider from 'antd/es/config-provider'; // restricted

export const used = [lawFirmRoutes, CaseView, readOutbox, loadRemoteModule, PortalLogo, toast, ConfigProvider];
