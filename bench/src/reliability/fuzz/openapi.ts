// The routes of the server's OpenAPI document (GET /api/docs/json), in the shape the fuzz needs.
import { sendJson, type Transport } from '../transport';

/** The part of JSON Schema the fuzz reads (what fastify-type-provider-zod writes for zod 4). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  default?: unknown;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  /** The path as the document writes it, with `{name}` for each path parameter. */
  path: string;
  parameters: Parameter[];
  /** The JSON body's schema, when the route takes one. */
  body?: JsonSchema;
  /** A multipart upload (the document describes these only in the summary). */
  isMultipart: boolean;
  /** `learner`, `admin` or `public` (/api/health, /api/files): which token the fuzz sends. */
  area: 'learner' | 'admin' | 'public';
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { summary?: string; parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>>;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Every operation of the document, in its order. */
export function operationsOf(document: unknown): Operation[] {
  const { paths } = document as OpenApiDocument;
  if (!paths || typeof paths !== 'object') throw new Error('the OpenAPI document has no paths');
  const operations: Operation[] = [];
  for (const [path, byMethod] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(byMethod)) {
      if (!METHODS.has(method)) continue;
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content?.['application/json']?.schema,
        isMultipart: /multipart/i.test(operation.summary ?? ''),
        area: path.startsWith('/api/learner/') ? 'learner' : path.startsWith('/api/admin/') ? 'admin' : 'public',
      });
    }
  }
  return operations;
}

/** Reads the document the server serves. */
export async function fetchOperations(transport: Transport): Promise<Operation[]> {
  const answer = await sendJson(transport, { method: 'GET', url: '/api/docs/json' });
  if (answer.status !== 200) throw new Error(`GET /api/docs/json answered ${answer.status}`);
  return operationsOf(answer.body);
}
