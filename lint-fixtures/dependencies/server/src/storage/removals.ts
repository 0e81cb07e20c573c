import { claimRules } from '../claims/claim-rules'; // restricted: server-mail-storage
import { deferMail } from '../mail/deferred'; // allowed

export const removals = [claimRules, deferMail];
