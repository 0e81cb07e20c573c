import { toCreditor } from './creditors'; // restricted
import type { Case } from './cases'; // restricted
import { call } from 'shared-api'; // restricted
import { caseRoutes } from 'shared-api/contract'; // allowed
import { readCases } from '../db/cases-repository'; // allowed
import { route } from '../http/route'; // allowed

export type Used = Case;
export const used = [toCreditor, call, caseRoutes, readCases, route];
