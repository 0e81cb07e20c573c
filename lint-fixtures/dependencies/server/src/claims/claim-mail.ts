import { deferMail } from '../mail/deferred'; // allowed

export const claimMail = deferMail;
