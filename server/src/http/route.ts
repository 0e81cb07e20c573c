import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Endpoint } from 'shared-api/contract';
import { envelopeSchema } from 'shared-api/contract';
import type { z } from 'zod';
import { authenticate, authorize, type Session, TWO_FACTOR_SETUP_REQUIRED } from '../auth/session';
import { forbidden, unauthorized } from './errors';
import { routeQuerySchema } from './upload';

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
  }
}

type QueryOut<E> =
  E extends Endpoint<infer Q, z.ZodType | undefined, z.ZodType>
    ? Q extends z.ZodType
      ? z.output<Q>
      : undefined
    : never;
type BodyOut<E> =
  E extends Endpoint<z.ZodType | undefined, infer B, z.ZodType>
    ? B extends z.ZodType
      ? z.output<B>
      : undefined
    : never;

export interface RouteContext<E extends Endpoint> {
  request: FastifyRequest;
  reply: FastifyReply;
  query: QueryOut<E>;
  body: BodyOut<E>;
  /** The caller, or null on a public endpoint. */
  session: Session | null;
  /** The caller on a protected endpoint (401 if somehow absent). */
  user(): Session;
}

export interface RouteResult<E extends Endpoint> {
  data: z.input<E['data']>;
  message?: string;
  status?: number;
  headers?: Record<string, string>;
}

/**
 * Registers one contract endpoint: its query/body schemas validate the
 * request, its data schema (inside the envelope) shapes the answer, and its
 * roles guard it (401 without a valid token, 403 for another role).
 * A handler returns `{ data, message }`, or the reply when it streamed a file.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (ctx: RouteContext<E>) => Promise<RouteResult<E> | FastifyReply>,
): void {
  const isPublic = endpoint.roles.includes('public');
  const download = (endpoint as { download?: boolean }).download === true;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    // The OpenAPI document (openapi.ts) is generated from the endpoints of the routes.
    config: { endpoint },
    schema: {
      ...(endpoint.query ? { querystring: routeQuerySchema(endpoint) } : {}),
      ...(endpoint.body && !endpoint.multipart ? { body: endpoint.body } : {}),
      ...(download ? {} : { response: { 200: envelopeSchema(endpoint.data) } }),
    },
    // Before validation: a caller without a valid token learns nothing about the input rules.
    preValidation: async (request) => {
      if (isPublic) return;
      request.session = await authenticate(request, app.portal.db, app.portal.config.jwtSecret);
      authorize(request.session, endpoint.roles);
      if (request.session.twoFactorSetupPending && !endpoint.openDuringTwoFactorSetup)
        throw forbidden(TWO_FACTOR_SETUP_REQUIRED);
    },
    handler: async (request, reply) => {
      const session = request.session;
      const result = await handler({
        request,
        reply,
        query: request.query as QueryOut<E>,
        body: request.body as BodyOut<E>,
        session,
        user: () => {
          if (!session) throw unauthorized();
          return session;
        },
      });
      // A reply is a thenable: a handler that streamed and returned it gets here with undefined once it is sent.
      if ((result as unknown) === reply || (result === undefined && reply.sent)) return reply;
      const { data, message = 'Success', status = 200, headers } = result as RouteResult<E>;
      if (headers) reply.headers(headers);
      return reply.code(status).send({ isSuccess: true, message, data });
    },
  });
}
