import { AppRoutes } from 'shell/src/routes/app-routes'; // restricted
import { CaseForm } from '../../lawfirm-portal/src/features/cases/components/case-form'; // restricted
import { buildApp } from '../../server/src/app'; // restricted
import { ClaimCentre } from 'case-tabs'; // restricted
import { TabList } from '../../case-tabs/src/tab-list'; // restricted
import { call } from 'shared-api'; // restricted
import { download } from 'shared-api'; // restricted
import { endpointQuery } from 'shared-api'; // restricted
import { endpointMutation } from 'shared-api'; // restricted
import { request } from '../../shared-api/src/client'; // restricted
import ky from 'ky'; // restricted
import { useQuery } from '@tanstack/react-query'; // restricted
import { useMutation } from '@tanstack/react-query'; // restricted
import { useQueryClient } from '@tanstack/react-query'; // restricted
import { QueryCache, QueryClient } from '@tanstack/react-query'; // allowed
import { type Case, isApiError, useAuthStore } from 'shared-api'; // allowed
import { sampleCase } from 'shared-api/testing'; // allowed
import { shellBridge } from './shell-bridge/shell-bridge'; // allowed

export type Used = Case;
export const used = [AppRoutes, CaseForm, buildApp, ClaimCentre, TabList, call, download, endpointQuery, endpointMutation];
export const alsoUsed = [request, ky, useQuery, useMutation, useQueryClient, QueryCache, QueryClient];
export const andUsed = [isApiError, useAuthStore, sampleCase, shellBridge];
