import type { FastifyInstance } from 'fastify';

// The routes as the OpenAPI document describes them: the security tests walk every one of them,
// so a route added later is covered (or makes them fail) without editing the tests.

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  pattern?: string;
  additionalProperties?: boolean | JsonSchema;
  default?: unknown;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  /** "GET /api/veiculos/{id}" */
  key: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** OpenAPI path template, e.g. /api/veiculos/{id} */
  path: string;
  parameters: Parameter[];
  body: JsonSchema | null;
  /** documented status codes → their JSON schema (null when no body) */
  responses: Map<number, JsonSchema | null>;
  /** false for POST /api/login and the other routes that need no session */
  secured: boolean;
}

interface RawOperation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
  security?: unknown[];
}

export async function openApiOperations(app: FastifyInstance): Promise<Operation[]> {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  const doc = res.json<{ paths: Record<string, Record<string, RawOperation>>; security?: unknown[] }>();
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [lower, raw] of Object.entries(methods)) {
      const method = lower.toUpperCase() as Operation['method'];
      if (!['GET', 'POST', 'PUT', 'DELETE'].includes(method)) continue;
      const responses = new Map<number, JsonSchema | null>();
      for (const [code, response] of Object.entries(raw.responses ?? {})) {
        responses.set(Number(code), response.content?.['application/json']?.schema ?? null);
      }
      operations.push({
        key: `${method} ${path}`,
        method,
        path,
        parameters: raw.parameters ?? [],
        body: raw.requestBody?.content?.['application/json']?.schema ?? null,
        responses,
        secured: (raw.security ?? doc.security ?? []).length > 0,
      });
    }
  }
  return operations;
}

/** /api/veiculos/{id} with the given path values; a value not given (a receipt's {rid}) is 1. */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodePathValue(values[name] ?? '1'));
}

/** encodeURIComponent, except that a lone surrogate (which cannot be encoded) becomes U+FFFD as a browser would send it. */
function encodePathValue(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, '\uFFFD'));
  }
}
