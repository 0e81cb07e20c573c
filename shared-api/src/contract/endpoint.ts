import * as z from 'shared-api/zod';
import {
  type ApiTag,
  type DownloadKind,
  type Endpoint,
  emailSchema,
  type FileKind,
  flagSchema,
  type HttpMethod,
  idSchema,
  MAX_UPLOAD_BYTES,
  noDataSchema,
  pagingQuerySchema,
  type Role,
  requiredText,
  totalCountSchema,
  type UploadRules,
} from './common';

/**
 * Short endpoint descriptors: an area makes its endpoints with `endpointGroup`
 * (its tag, often its roles), and each endpoint says only what is its own.
 *
 *     const messages = endpointGroup({ tag: 'Messages', roles: ['A', 'U'] });
 *     export const lawFirmEditMessage = messages('lawFirmEditMessage', 'PUT /api/LawFirm/notification/edit', {
 *       summary: "Edit one of the firm's own messages",
 *       body: editMessageBodySchema,
 *     });
 *
 * The descriptor made is the same `Endpoint` as `defineEndpoint` takes; `data`
 * left out is `noDataSchema` (the client reads only isSuccess and message).
 */

/** "METHOD path", as a route table reads (exact casing of the path). */
export type Route = `${HttpMethod} /api/${string}`;

/** What an endpoint of a group says itself; `tag` and `roles` override the group's, `errors` add to it. */
export type EndpointSpec<Q, B, D> = Pick<
  Endpoint,
  'summary' | 'description' | 'errors' | 'multipart' | 'upload' | 'download' | 'downloadKinds'
> & {
  tag?: ApiTag;
  roles?: readonly Role[];
  query?: Q;
  body?: B;
  data?: D;
  openDuringTwoFactorSetup?: boolean;
};

/** What the endpoints of a group share: the tag, and maybe their roles, refusals and two-factor rule. */
export interface GroupDefaults
  extends Pick<Endpoint, 'tag' | 'errors' | 'openDuringTwoFactorSetup'>,
    Partial<Pick<Endpoint, 'roles'>> {}

export const endpointGroup =
  (group: GroupDefaults) =>
  <
    Q extends z.ZodType | undefined = undefined,
    B extends z.ZodType | undefined = undefined,
    D extends z.ZodType = typeof noDataSchema,
  >(
    operationId: string,
    route: Route,
    spec: EndpointSpec<Q, B, D>,
  ): Endpoint<Q, B, D> => {
    const [method, path] = route.split(' ') as [HttpMethod, string];
    const roles = spec.roles ?? group.roles;
    if (!roles) throw new Error(`The endpoint ${operationId} names no roles`);
    // Without `data` the generic D is its default, the type of noDataSchema.
    const data = (spec.data ?? noDataSchema) as D;
    const errors = group.errors || spec.errors ? { ...group.errors, ...spec.errors } : undefined;
    return { operationId, ...group, method, path, ...spec, data, roles, ...(errors && { errors }) };
  };

/** The `data` of a list answer: `{ [key]: item[], totalCount? }` (the total only when paged). */
export const pagedListSchema = <K extends string, T extends z.ZodType>(key: K, item: T) =>
  z.object({ [key]: z.array(item), totalCount: totalCountSchema } as Record<K, z.ZodArray<T>> & {
    totalCount: typeof totalCountSchema;
  });

/** The query of a paged list (`pagingQuerySchema`) with the list's own fields. */
export const pagedQuerySchema = <S extends z.ZodRawShape>(shape: S) => pagingQuerySchema.extend(shape);

/** `{ [key]: id }`: the query or body of the calls about one record, e.g. `recordIdSchema('invoiceId')`. */
export const recordIdSchema = <K extends string>(key: K) =>
  z.object({ [key]: idSchema } as Record<K, typeof idSchema>);

/** `{ caseId }`: the query or body of the many calls about one case. */
export const caseIdSchema = recordIdSchema('caseId');

/** A flag that is false when left out (a form's unchecked box); `flagSchema` reads its text forms. */
export const optionalFlagSchema = flagSchema.optional().default(false);

/** `{ email }`: the body of the calls that mail a code to an address (those checking the code extend it). */
export const emailBodySchema = z.object({ email: emailSchema });

/** `{ fileName }`: the stored name of the file a download asks for, as a list answered it. */
export const storedFileQuerySchema = z.object({ fileName: requiredText('validation.required', 255) });

/** The refusal of a download whose file is unknown or not the caller's to see. */
export const noSuchFile = { 404: 'No such file, or one the caller may not see' };

/** A non-empty list of ids, at most 5000 (a selection in a form); `requiredKey` says "choose at least one". */
export const idSelectionSchema = (requiredKey: string) =>
  z.array(idSchema, { error: requiredKey }).min(1, requiredKey).max(5000);

/** The upload rules of a multipart call whose file is the part `File`, of at most MAX_UPLOAD_BYTES. */
export const fileUpload = <const K extends readonly FileKind[], const F extends UploadRules['fieldsIn']>(
  kinds: K,
  fieldsIn: F,
) =>
  ({
    fileField: 'File',
    fileRequired: true,
    kinds,
    maxBytes: MAX_UPLOAD_BYTES,
    fieldsIn,
  }) as const satisfies UploadRules;

/** The office files a case's documents and claims may be: PDF, Word and Excel. */
export const officeFileKinds = ['pdf', 'doc', 'docx', 'xls', 'xlsx'] as const;

/**
 * The answer of a download: no JSON envelope, the bytes of a file of one of `kinds` (their Content-Type).
 * Spread into a spec: `...fileDownload(['xlsx', 'pdf'])`.
 */
export const fileDownload = <const K extends readonly DownloadKind[]>(kinds: K) =>
  ({ data: z.null(), download: true, downloadKinds: kinds }) as const;

/** The download of a stored file by the `fileName` a list answered, of one of `kinds`. */
export const storedFileDownload = <const K extends readonly DownloadKind[]>(kinds: K) =>
  ({ query: storedFileQuerySchema, ...fileDownload(kinds) }) as const;
