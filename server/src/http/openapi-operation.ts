import { type DownloadKind, type Endpoint, envelopeSchema, type UploadRules } from 'shared-api/contract';
import { z } from 'zod';
import { contentTypeFor } from '../storage/file-kind';

/**
 * One OpenAPI 3.1 operation from one contract endpoint: its parameters, body,
 * answers and security all come from the descriptor (shared-api/src/contract),
 * never from a second description. openapi.ts assembles the document.
 */

export type JsonSchema = Record<string, unknown>;
type Json = Record<string, unknown>;

/** A zod schema as JSON Schema 2020-12 (what OpenAPI 3.1 uses): requests as sent (input), answers as sent back (output). */
export function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _, ...json } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  });
  if ('$defs' in json)
    throw new Error('A contract schema refers to itself: OpenAPI would need components for it');
  return json;
}

const objectSchema = (schema: z.ZodType, where: string) => {
  const json = jsonSchema(schema, 'input');
  if (json.type !== 'object' || typeof json.properties !== 'object')
    throw new Error(`${where} must be a zod object to be documented`);
  return {
    properties: json.properties as Record<string, JsonSchema>,
    required: (json.required ?? []) as string[],
  };
};

const kindsText = (kinds: readonly DownloadKind[]) => kinds.join(', ');
const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/**
 * Every refusal the endpoint may answer, with why: those its shape implies
 * (input: 400; a token: 401, 403; a body: 413, 415; always 503) plus the ones
 * it declares in `errors` (which also reword an implied one).
 */
export function refusalsOf(endpoint: Endpoint): Map<number, string> {
  const refusals = new Map<number, string>();
  const isPublic = endpoint.roles.includes('public');
  const hasBody = Boolean(endpoint.body) || Boolean(endpoint.upload);
  if (endpoint.query || hasBody) refusals.set(400, 'A missing or invalid field: `message` names it');
  if (!isPublic) {
    refusals.set(401, 'No token, or a bad or expired one');
    refusals.set(
      403,
      `Not allowed: the caller is not ${endpoint.roles.join(', ')}, or the record is another firm's or creditor's`,
    );
  }
  for (const [status, reason] of Object.entries(endpoint.errors ?? {})) refusals.set(Number(status), reason);
  if (endpoint.upload) {
    refusals.set(413, `The file is over ${megabytes(endpoint.upload.maxBytes)}`);
    refusals.set(415, `The file is not one of ${kindsText(endpoint.upload.kinds)} (judged on its content)`);
  } else if (hasBody) {
    refusals.set(413, 'The body is over the size limit');
    refusals.set(415, 'The body is not JSON');
  }
  refusals.set(503, 'The service is starting or its database does not answer');
  return new Map([...refusals].sort(([a], [b]) => a - b));
}

function parameters(endpoint: Endpoint): Json[] {
  if (!endpoint.query) return [];
  const { properties, required } = objectSchema(endpoint.query, `${endpoint.operationId}: query`);
  return Object.entries(properties).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.includes(name),
    schema,
  }));
}

function multipartBody(endpoint: Endpoint, upload: UploadRules): Json {
  const fields =
    upload.fieldsIn === 'form' && endpoint.body
      ? objectSchema(endpoint.body, `${endpoint.operationId}: form fields`)
      : { properties: {}, required: [] };
  const file = {
    type: 'string',
    format: 'binary',
    description: `${kindsText(upload.kinds)}, at most ${megabytes(upload.maxBytes)}${upload.fileRequired ? '' : '; optional'}`,
  };
  const required = [...fields.required, ...(upload.fileRequired ? [upload.fileField] : [])];
  return {
    required: required.length > 0,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          properties: { ...fields.properties, [upload.fileField]: file },
          ...(required.length ? { required } : {}),
        },
        encoding: { [upload.fileField]: { contentType: upload.kinds.map(contentTypeFor).join(', ') } },
      },
    },
  };
}

function requestBody(endpoint: Endpoint): Json | undefined {
  if (endpoint.upload) return multipartBody(endpoint, endpoint.upload);
  if (!endpoint.body) return undefined;
  return { required: true, content: { 'application/json': { schema: jsonSchema(endpoint.body, 'input') } } };
}

function success(endpoint: Endpoint): Json {
  if (endpoint.download) {
    const kinds = endpoint.downloadKinds ?? [];
    return {
      description: `The file itself (${kindsText(kinds)}); Content-Disposition gives its name`,
      headers: { 'Content-Disposition': { $ref: '#/components/headers/ContentDisposition' } },
      content: Object.fromEntries(
        [...new Set(kinds.map(contentTypeFor))].map((type) => [
          type,
          { schema: { type: 'string', format: 'binary' } },
        ]),
      ),
    };
  }
  return {
    description: 'Done: the envelope with `isSuccess` true and the answer in `data`',
    content: { 'application/json': { schema: jsonSchema(envelopeSchema(endpoint.data), 'output') } },
  };
}

function refusal(status: number, reason: string): Json {
  return {
    description: reason,
    ...(status === 429 || status === 503
      ? { headers: { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } } }
      : {}),
    content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
  };
}

/** The operation object of one endpoint. */
export function operationFor(endpoint: Endpoint): Json {
  const isPublic = endpoint.roles.includes('public');
  const roles = isPublic ? 'anyone, no token' : endpoint.roles.join(', ');
  const body = requestBody(endpoint);
  const params = parameters(endpoint);
  return {
    operationId: endpoint.operationId,
    summary: endpoint.summary,
    description: [endpoint.description, `Who may call: ${roles}.`].filter(Boolean).join('\n\n'),
    tags: [endpoint.tag],
    security: isPublic ? [] : [{ bearer: [] }],
    ...(params.length ? { parameters: params } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: {
      200: success(endpoint),
      ...Object.fromEntries(
        [...refusalsOf(endpoint)].map(([status, reason]) => [status, refusal(status, reason)]),
      ),
    },
  };
}
