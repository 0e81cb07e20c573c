/**
 * The password chosen at sign-up, kept for the code page that follows it: verification takes
 * the code together with that password (docs/decisions/0022-verification-asks-for-the-sign-up-password.md).
 * Held in this module only (shared-api is one instance per page, shared by the shell and the
 * creditor portal): never in the URL, the history state or storage, so it is gone with a reload,
 * and the code page then asks for it.
 */
let held: { email: string; password: string } | null = null;

export function rememberSignupPassword(email: string, password: string): void {
  held = { email: email.trim().toLowerCase(), password };
}

/** The password of the sign-up for this address, if this page made it. */
export function signupPasswordFor(email: string): string | null {
  return held && held.email === email.trim().toLowerCase() ? held.password : null;
}

/** Forgets it (after a verification, or when another address is verified). */
export function forgetSignupPassword(): void {
  held = null;
}
