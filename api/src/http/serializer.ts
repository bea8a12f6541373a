import type { FastifySerializerCompiler } from 'fastify/types/schema';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import { serializerCompiler as zodSerializer } from 'fastify-type-provider-zod';

type JsonSchema = Record<string, unknown>;

/**
 * `anyOf: [X, {type: 'null'}]` (how zod writes a nullable) as `type: [X, 'null']`: fast-json-stringify writes the
 * second natively, where an anyOf makes it validate each branch of every value.
 */
function simplify(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(simplify);
  if (!schema || typeof schema !== 'object') return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema as JsonSchema)) out[key] = simplify(value);
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  if (anyOf?.length === 2) {
    const nullIndex = anyOf.findIndex((s) => s.type === 'null' && Object.keys(s).length === 1);
    const other = anyOf[1 - nullIndex];
    if (nullIndex >= 0 && other && typeof other.type === 'string' && !('anyOf' in other) && !('enum' in other)) {
      const { anyOf: _anyOf, ...rest } = out;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return out;
}

/**
 * Responses written by fast-json-stringify from each route's zod schema turned into JSON Schema (issue 20: zod's
 * encode of every answer, then JSON.stringify, was a tenth of a list page's CPU). A schema JSON Schema cannot say
 * (a transform, a custom check) keeps zod's serializer. The shapes are the same: only the schema's keys are written.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  let json: JsonSchema;
  try {
    json = z.toJSONSchema(route.schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' }) as JsonSchema;
  } catch {
    return zodSerializer(route);
  }
  const { $schema: _dialect, ...schema } = simplify(json) as JsonSchema;
  return fastJson(schema);
};
