import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/unavailable';
import { HttpError } from './errors';
import { languageOf } from './language';
import { validationMessage } from './validation';

/** The one error envelope: `{ isSuccess: false, message, data: null }`. */
export function sendError(
  reply: FastifyReply,
  status: number,
  message: string,
  headers: Record<string, string> = {},
) {
  return reply
    .code(status)
    .headers(headers)
    .type('application/json; charset=utf-8')
    .send(JSON.stringify({ isSuccess: false, message, data: null }));
}

const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON in request body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Malformed JSON in request body: the body is empty',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported media type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Invalid content length',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'The request is not multipart',
  FST_REQ_FILE_TOO_LARGE: 'File size must not exceed 10MB',
  FST_FILES_LIMIT: 'Only one file may be sent',
  FST_PARTS_LIMIT: 'Too many parts in the request',
};

/** busboy's parse errors (no code, no status): a body that does not match its multipart content type. */
const MALFORMED_MULTIPART =
  /^(Multipart: |Unexpected end of (multipart data|form)|Malformed (part header|urlencoded form)|Unsupported content type|Missing Content-Type)/;
const isMalformedMultipart = (error: FastifyError) =>
  !error.code && error.statusCode === undefined && MALFORMED_MULTIPART.test(error.message ?? '');

/** Maps every error to the envelope and its HTTP status; logs the full error, reveals little. */
export function errorHandler(
  this: FastifyInstance,
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof HttpError) {
    request.log.info({ status: error.statusCode, message: error.message }, 'request refused');
    const message = error.messageIn(languageOf(request.headers['accept-language']));
    return sendError(reply, error.statusCode, message, error.headers);
  }
  if (Array.isArray(error.validation)) {
    const message = validationMessage(
      error.validation,
      error.validationContext,
      languageOf(request.headers['accept-language']),
    );
    request.log.info({ validation: error.validation, context: error.validationContext }, 'validation failed');
    return sendError(reply, 400, message);
  }
  if (isMalformedMultipart(error)) {
    request.log.info({ err: error }, 'malformed multipart body');
    return sendError(reply, 400, 'Malformed multipart/form-data body');
  }
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    request.log.info({ err: error }, 'client error');
    const known = error.code ? FASTIFY_MESSAGES[error.code] : undefined;
    // Typed errors of our own modules (storage) carry safe messages; Fastify's own get ours.
    const message = known ?? (error.code?.startsWith('FST_') ? 'Bad request' : error.message);
    return sendError(reply, status, message);
  }
  if (isDatabaseUnavailable(error)) {
    request.log.error({ err: error }, 'database unavailable');
    return sendError(reply, 503, 'The database does not answer, try again shortly', { 'Retry-After': '5' });
  }
  request.log.error({ err: error }, 'request failed');
  return sendError(reply, 500, 'Something went wrong');
}
