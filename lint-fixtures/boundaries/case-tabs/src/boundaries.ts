import { AppRoutes } from 'shell/src/routes/app-routes'; // restricted
import { lawFirmRoutes } from 'lawfirm-portal/src/routes'; // restricted
import { CaseView } from '../../creditor-portal/src/features/case-view/case-view'; // restricted
import { buildApp } from 'server'; // restricted
import { readCases } from '../../server/src/routes/cases'; // restricted
import { useQuery } from '@tanstack/react-query'; // allowed
import { call, endpointQuery } from 'shared-api'; // allowed
import { ConfirmDialog } from 'shared-ui'; // allowed
import { toast } from 'shared-ui/light'; // allowed
import { TabList } from './tab-list'; // allowed

export const used = [AppRoutes, lawFirmRoutes, CaseView, buildApp, readCases, useQuery, call, endpointQuery];
export const alsoUsed = [ConfirmDialog, toast, TabList];
