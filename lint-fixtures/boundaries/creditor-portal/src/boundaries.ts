import { lawFirmRoutes } from 'lawfirm-portal/src/routes'; // restricted
import { CaseForm } from '../../lawfirm-portal/src/features/cases/components/case-form'; // restricted
import { shellBridge } from 'shell/src/bridge'; // restricted
import { contract } from 'shared-api/contract'; // allowed
import { FirmLogo } from 'shared-ui/light'; // allowed
import { Tabs } from 'antd'; // restricted

export const used = [lawFirmRoutes, CaseForm, shellBridge, contract, FirmLogo, Tabs];
