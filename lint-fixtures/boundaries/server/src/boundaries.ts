import { call } from 'shared-api'; // restricted
import { samples } from 'shared-api/testing'; // restricted
import { endpoints } from '../../shared-api/src/contract'; // restricted
import { i18n } from 'shared-ui/light'; // restricted
import { ClaimCentre } from 'case-tabs'; // restricted
import { AppRoutes } from '../../shell/src/routes/app-routes'; // restricted
import { contract } from 'shared-api/contract'; // allowed
import { openDatabase } from './db/database'; // allowed

export const used = [call, samples, endpoints, i18n, ClaimCentre, AppRoutes, contract, openDatabase];
