/**
 * The app's own OpenAPI document as test input: every documented route, and a generic value for
 * each schema, so table-driven tests cover a route the day it is added.
 */
import type { FastifyInstance } from 'fastify';

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  items?: JsonSchema;
  minimum?: number;
};
export type Operation = {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

/** A value that satisfies the schema's type as far as a generic filler can. */
export function sample(schema: JsonSchema | undefined): unknown {
  if (!schema) return 'x';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return sample(variant);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, sample(v)]));
    case 'array':
      return [sample(schema.items)];
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    default:
      return 'x';
  }
}

export function acceptsText(schema: JsonSchema | undefined): boolean {
  if (!schema) return false;
  if (schema.enum || schema.const !== undefined) return false;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.includes('string') || [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].some(acceptsText);
}

/** Every documented operation as [METHOD, /path/{param}, operation]. */
export async function listOperations(app: FastifyInstance): Promise<[string, string, Operation][]> {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => [method.toUpperCase(), path, op] as [string, string, Operation]),
  );
}
