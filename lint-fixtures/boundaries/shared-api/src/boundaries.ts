import { Button } from 'shared-ui'; // restricted
import { toast } from '../../shared-ui/src/toast/toast'; // restricted
import { routes } from 'creditor-portal/src/routes'; // restricted
import { readOutbox } from 'server/mail'; // restricted
import { ClaimCentre } from 'case-tabs'; // restricted
import { endpoints } from './contract'; // allowed

export const used = [Button, toast, routes, readOutbox, ClaimCentre, endpoints];
