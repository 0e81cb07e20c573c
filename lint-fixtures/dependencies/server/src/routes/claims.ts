import { claimMail } from '../claims/claim-mail'; // allowed
import { findClaim } from '../db/claims-repository'; // allowed
import { enqueue } from '../mail/outbox'; // allowed

export const claimRoutes = [findClaim, claimMail, enqueue];
