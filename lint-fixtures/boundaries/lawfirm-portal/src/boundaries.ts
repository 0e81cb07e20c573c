import { CaseView } from '../../creditor-portal/src/features/case-view/case-view'; // restricted
import { creditorRoutes } from 'creditor-portal/src/routes'; // restricted
import { AppRoutes } from '../../shell/src/routes/app-routes'; // restricted
import { buildApp } from 'server'; // restricted
import { readCases } from '../../server/src/routes/cases'; // restricted
import { call } from 'shared-api'; // allowed
import { Button } from 'shared-ui'; // allowed
import { ClaimCentre } from 'case-tabs'; // allowed
import { CaseForm } from './features/cases/components/case-form'; // allowed
import { server } from './testing/server'; // allowed

export const used = [CaseView, creditorRoutes, AppRoutes, buildApp, readCases, call, Button, ClaimCentre, CaseForm, server];
