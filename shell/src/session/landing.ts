import { type LandingPath, landingPathFor, type UserType } from 'shared-api';

/**
 * Where a signed-out visitor of a protected page goes. Sign-out and session
 * expiry remember the landing page of the user who just left, so a guard that
 * notices the missing session first sends them to the same place.
 */
let lastLanding: LandingPath | null = null;

export const rememberLanding = (userType: UserType | null) => {
  lastLanding = landingPathFor(userType);
  return lastLanding;
};

export const landingForSignedOut = (): LandingPath => lastLanding ?? '/';
