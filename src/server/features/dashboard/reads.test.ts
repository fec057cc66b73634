/**
 * The dashboard's JSON is written by a serializer compiled from its response schema (reads.ts,
 * decision 054) instead of the schema's own encoding: it must write the very same bytes, and leave
 * out whatever the schema does not name.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type TDashboardResponse, ZDashboardResponse } from '#shared/validation/dashboard';
import type { JsonSchema as Schema } from '#server/testing/openapi';
import { dashboardJson } from './reads';

/** Text a family, a coach or an attacker could put in a name, a title or a message. */
const TEXTS = ['', 'Sofia', 'Quote " and backslash \\', 'line\nbreak\ttab', 'Ñandú ⚽️ 🥅', 'separators \u2028 \u2029', 'lone \ud800 surrogate', '</script><script>', 'control \u0001 \u001f', 'x'.repeat(5000)];
const NUMBERS = [0, 1, -1, 17, 0.5, 2.25, 1e21, 123456789.125, -0.000001];

function random(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % n;
  };
}

/** A value of the schema, each choice (branch, null, optional field, text, number) made by `pick`. */
function valueOf(schema: Schema, pick: (n: number) => number): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[pick(schema.enum.length)];
  if (schema.anyOf) return valueOf(schema.anyOf[pick(schema.anyOf.length)]!, pick);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  switch (types[pick(types.length)]) {
    case 'null':
      return null;
    case 'object': {
      const required = new Set(schema.required ?? []);
      return Object.fromEntries(Object.entries(schema.properties ?? {}).flatMap(([key, value]) => (required.has(key) || pick(2) ? [[key, valueOf(value, pick)]] : [])));
    }
    case 'array':
      return Array.from({ length: pick(4) }, () => valueOf(schema.items!, pick));
    case 'integer':
      return pick(2001) - 1000;
    case 'number':
      return NUMBERS[pick(NUMBERS.length)];
    case 'boolean':
      return pick(2) === 1;
    default:
      return TEXTS[pick(TEXTS.length)];
  }
}

/** Adds a field the schema does not name to every object of the value, as a careless read might. */
function withStrayFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withStrayFields);
  if (value === null || typeof value !== 'object') return value;
  return { ...Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withStrayFields(v)])), parentEmail: 'parent@example.com', parent_id: 'p-1' };
}

describe('the dashboard’s JSON', () => {
  const schema = z.toJSONSchema(ZDashboardResponse, { io: 'output', target: 'draft-7' }) as Schema;

  it('is byte for byte what the schema’s encoding writes, over 500 dashboards of every shape', () => {
    for (let seed = 1; seed <= 500; seed += 1) {
      const dashboard = ZDashboardResponse.parse(valueOf(schema, random(seed))) as TDashboardResponse;
      expect(dashboardJson(dashboard), `seed ${seed}`).toBe(JSON.stringify(ZDashboardResponse.encode(dashboard)));
    }
  });

  it('leaves out every field the schema does not name, at every depth', () => {
    for (let seed = 1; seed <= 100; seed += 1) {
      const dashboard = ZDashboardResponse.parse(valueOf(schema, random(seed))) as TDashboardResponse;
      const json = dashboardJson(withStrayFields(dashboard) as TDashboardResponse);
      expect(json).not.toContain('parentEmail');
      expect(json).not.toContain('parent_id');
      expect(json).toBe(JSON.stringify(ZDashboardResponse.encode(dashboard)));
    }
  });
});
