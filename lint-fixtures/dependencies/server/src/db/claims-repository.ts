import { listen } from '../server'; // restricted: server-top
import { claimRules } from '../claims/claim-rules'; // restricted: server-db
import { deferMail } from '../mail/deferred'; // restricted: server-db
import { caseRoutes } from '../routes/cases'; // restricted: server-routes
import { seed } from '../seed/demo'; // restricted: server-seed

export const findClaim = [listen, claimRules, deferMail, caseRoutes, seed];
