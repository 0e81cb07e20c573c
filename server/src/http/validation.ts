import type { FastifySchemaCompiler } from 'fastify';
import { type Language, validationMessages } from 'shared-api/contract';
import { type $ZodType, safeParse } from 'zod/v4/core';

/**
 * Request binding as ASP.NET did it: query and JSON keys match the schema's
 * field names regardless of case (`lawfirmid` → `lawFirmId`), at any depth.
 */
type Def = { type: string; [key: string]: unknown };
const defOf = (schema: unknown): Def | undefined => (schema as { _zod?: { def: Def } })?._zod?.def;

/** The object shape behind wrappers (optional, nullable, pipe, default…), if any. */
function shapeOf(schema: unknown): Record<string, unknown> | undefined {
  const def = defOf(schema);
  if (!def) return undefined;
  switch (def.type) {
    case 'object':
      return def.shape as Record<string, unknown>;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return shapeOf(def.innerType);
    case 'pipe':
      return shapeOf(def.in);
    case 'intersection': {
      const left = shapeOf(def.left);
      const right = shapeOf(def.right);
      return left || right ? { ...left, ...right } : undefined;
    }
    case 'union': {
      const merged: Record<string, unknown> = {};
      for (const option of def.options as unknown[]) Object.assign(merged, shapeOf(option));
      return Object.keys(merged).length ? merged : undefined;
    }
    default:
      return undefined;
  }
}

function elementOf(schema: unknown): unknown {
  const def = defOf(schema);
  if (!def) return undefined;
  if (def.type === 'array') return def.element;
  if (
    ['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional'].includes(def.type)
  ) {
    return elementOf(def.innerType);
  }
  if (def.type === 'pipe') return elementOf(def.in);
  return undefined;
}

export function bindKeys(value: unknown, schema: unknown): unknown {
  if (Array.isArray(value)) {
    const element = elementOf(schema);
    return element ? value.map((item) => bindKeys(item, element)) : value;
  }
  if (!value || typeof value !== 'object') return value;
  const shape = shapeOf(schema);
  if (!shape) return value;
  const byLower = new Map(Object.keys(shape).map((key) => [key.toLowerCase(), key]));
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const target = key in shape ? key : (byLower.get(key.toLowerCase()) ?? key);
    if (target in result && target !== key) continue; // an exact-case key wins
    result[target] = shape[target] ? bindKeys(item, shape[target]) : item;
  }
  return result;
}

/** Fastify validator compiler: bind keys case-insensitively, then parse with zod. */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema }) =>
  (data) => {
    const result = safeParse(schema, bindKeys(data, schema));
    if (result.error) {
      const issues = result.error.issues.map((issue) => ({
        keyword: issue.code,
        instancePath: `/${issue.path.join('/')}`,
        schemaPath: `#/${issue.path.join('/')}/${issue.code}`,
        message: issue.message,
        params: {},
      }));
      return { error: Object.assign(new Error(issues[0]?.message ?? 'invalid'), { validation: issues }) };
    }
    return { value: result.data };
  };

/** The 400 message for a validation failure: the field, then the rule, in the caller's language. */
export function validationMessage(
  issues: { instancePath?: string; message?: string }[],
  context: string | undefined,
  language: Language,
): string {
  const texts = validationMessages[language] as Record<string, string>;
  const first = issues[0];
  const field = (first?.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  if (!field) {
    const missing =
      language === 'sv'
        ? 'Begäran saknar innehåll eller har fel form'
        : 'The request is missing or malformed';
    return context ? `${context}: ${missing}` : missing;
  }
  let key = first?.message ?? 'validation.invalid';
  if (!(key in texts)) key = /received undefined/.test(key) ? 'validation.required' : 'validation.invalid';
  const text = texts[key] ?? texts['validation.invalid'] ?? 'Invalid value';
  return `${field}: ${text}`;
}
