import { useEffect, useState } from 'react';
import { OTP_RESEND_COOLDOWN_SECONDS } from 'shared-api';

/**
 * The resend cooldown (600 s), kept per e-mail in localStorage as the moment
 * it ends, so it survives a reload. The server enforces the same limit (429).
 */
const keyFor = (email: string) => `portal-otp-cooldown:${email.trim().toLowerCase()}`;

export function startOtpCooldown(email: string, now: number = Date.now()): void {
  try {
    localStorage.setItem(keyFor(email), String(now + OTP_RESEND_COOLDOWN_SECONDS * 1000));
  } catch {
    // Without storage the server's 429 still guards the limit.
  }
}

export function clearOtpCooldown(email: string): void {
  try {
    localStorage.removeItem(keyFor(email));
  } catch {
    // nothing to clear
  }
}

/** Whole seconds left, 0 when none (an expired entry is removed). */
export function otpCooldownLeft(email: string, now: number = Date.now()): number {
  if (!email.trim()) return 0;
  let endsAt: number;
  try {
    endsAt = Number(localStorage.getItem(keyFor(email)));
  } catch {
    return 0;
  }
  if (!endsAt) return 0;
  const left = Math.ceil((endsAt - now) / 1000);
  if (left <= 0) {
    clearOtpCooldown(email);
    return 0;
  }
  return left;
}

/** 600 → '10:00', 65 → '01:05'. */
export const formatMmSs = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

/** Seconds left for this e-mail, ticking every second; `restart()` after a resend. */
export function useOtpCooldown(email: string) {
  const [left, setLeft] = useState(() => otpCooldownLeft(email));
  useEffect(() => {
    setLeft(otpCooldownLeft(email));
    const timer = setInterval(() => setLeft(otpCooldownLeft(email)), 1000);
    return () => clearInterval(timer);
  }, [email]);
  return {
    left,
    restart: () => {
      startOtpCooldown(email);
      setLeft(otpCooldownLeft(email));
    },
  };
}
