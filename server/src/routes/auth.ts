import type { FastifyInstance } from 'fastify';
import { creditorLogin, lawFirmLogin } from 'shared-api/contract';
import { signToken } from '../auth/jwt';
import { dummyPasswordHash, verifyPassword } from '../auth/password';
import { assertNotThrottled, recordFailure } from '../auth/throttle';
import { forbidden, unauthorized } from '../http/errors';
import { route } from '../http/route';

export const WRONG_CREDENTIALS = 'Invalid email or password';
export const EMAIL_NOT_VERIFIED = 'Email not verified';

/** POST /api/Auth/login (S, A, U) and POST /api/Creditor/login (C, D). */
export async function authRoutes(app: FastifyInstance) {
  const { db, config } = app.portal;

  route(app, lawFirmLogin, async ({ body, request }) => {
    const subject = { email: body.EmalId, address: request.ip };
    await assertNotThrottled(db, subject);
    const user = await db
      .selectFrom('users')
      .select(['user_id', 'user_type', 'law_firm_id', 'email', 'password_hash'])
      .where((eb) => eb(eb.fn('lower', ['email']), '=', body.EmalId.toLowerCase()))
      .executeTakeFirst();
    const ok = await verifyPassword(body.password, user?.password_hash ?? (await dummyPasswordHash()));
    if (!user || !ok) {
      await recordFailure(db, subject);
      throw unauthorized(WRONG_CREDENTIALS);
    }
    const token = signToken(
      {
        sub: String(user.user_id),
        email: user.email,
        userType: user.user_type,
        lawFirmId: user.law_firm_id,
        creditorId: null,
        lawFirmUserId: user.user_type === 'S' ? null : user.user_id,
      },
      config.jwtSecret,
      config.tokenTtlSeconds,
    );
    return {
      message: 'Login successful',
      headers: { Authorization: `Bearer ${token}` },
      data: {
        token,
        userType: user.user_type,
        creditorId: null,
        lawFirmId: user.law_firm_id,
        email: user.email,
      },
    };
  });

  route(app, creditorLogin, async ({ body, request }) => {
    const subject = { email: body.emalId, address: request.ip };
    await assertNotThrottled(db, subject);
    const creditor = await db
      .selectFrom('creditors')
      .select(['creditor_id', 'email', 'password_hash', 'is_debt_collector', 'email_verified_at'])
      .where((eb) => eb(eb.fn('lower', ['email']), '=', body.emalId.toLowerCase()))
      .executeTakeFirst();
    const ok = await verifyPassword(body.password, creditor?.password_hash ?? (await dummyPasswordHash()));
    if (!creditor || !ok) {
      await recordFailure(db, subject);
      throw unauthorized(WRONG_CREDENTIALS);
    }
    // Only after the right password, so the answer reveals nothing to a guesser.
    if (!creditor.email_verified_at) throw forbidden(EMAIL_NOT_VERIFIED);
    const userType: 'C' | 'D' = creditor.is_debt_collector ? 'D' : 'C';
    const token = signToken(
      {
        sub: String(creditor.creditor_id),
        email: creditor.email,
        userType,
        lawFirmId: null,
        creditorId: creditor.creditor_id,
      },
      config.jwtSecret,
      config.tokenTtlSeconds,
    );
    return {
      message: 'Login successful',
      headers: { Authorization: `Bearer ${token}` },
      data: { token, userType, creditorId: creditor.creditor_id, lawFirmId: null, email: creditor.email },
    };
  });
}
