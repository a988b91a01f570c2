/**
 * Checks that the OpenAPI document is one a client generator accepts, and says what to fix when it
 * is not: a generator refuses the whole document for one dangling `$ref`, and a duplicate
 * operationId makes two calls one method of the client.
 */

type Json = unknown;
const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** The value a local JSON pointer (`#/components/schemas/MenuItem`) names, or undefined. */
function resolvePointer(document: Json, pointer: string): Json {
  if (pointer === '#') return document;
  if (!pointer.startsWith('#/')) return undefined;
  let node = document;
  for (const raw of pointer.slice(2).split('/')) {
    const token = decodeURIComponent(raw).replaceAll('~1', '/').replaceAll('~0', '~');
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, token)) return undefined;
    node = (node as Record<string, Json>)[token];
  }
  return node;
}

/** Every `$ref` of the document that names nothing in it, with where it sits. */
export function danglingRefs(document: Json): { at: string; ref: string }[] {
  const found: { at: string; ref: string }[] = [];
  const walk = (node: Json, at: string) => {
    if (Array.isArray(node)) { node.forEach((child, index) => walk(child, `${at}/${index}`)); return; }
    if (node === null || typeof node !== 'object') return;
    for (const [key, child] of Object.entries(node)) {
      if (key === '$ref' && typeof child === 'string' && resolvePointer(document, child) === undefined) found.push({ at, ref: child });
      else walk(child, `${at}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`);
    }
  };
  walk(document, '#');
  return found;
}

/** Throws when the document holds a dangling `$ref`, an operation without operationId, or one id twice. */
export function assertClientReady(document: { paths?: Record<string, Record<string, Json>> }): void {
  const problems = danglingRefs(document).map(({ at, ref }) =>
    `${at} refers to ${ref}, which the document does not hold (a recursive zod schema needs its own id: .meta({ id: 'Name' }))`);
  const seen = new Map<string, string>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const call = `${method.toUpperCase()} ${path}`;
      const id = (operation as { operationId?: string }).operationId;
      if (!id) problems.push(`${call} has no operationId`);
      else if (seen.has(id)) problems.push(`${call} and ${seen.get(id)} have the same operationId ${id}: give one its own schema.operationId`);
      else seen.set(id, call);
    }
  }
  if (problems.length > 0) throw new Error(`The OpenAPI document would be refused by client generators:\n${problems.join('\n')}`);
}
