import { AppRoutes } from 'shell/src/routes/app-routes'; // restricted
import { CaseForm } from '../../lawfirm-portal/src/features/cases/components/case-form'; // restricted
import { buildApp } from '../../server/src/app'; // restricted
import { call } from 'shared-api'; // allowed
import { shellBridge } from './shell-bridge/shell-bridge'; // allowed

export const used = [AppRoutes, CaseForm, buildApp, call, shellBridge];
