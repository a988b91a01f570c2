// The fuzz cases of one route: bodies that are not JSON, not objects, of the wrong types, huge, or
// carrying injection strings; path and query parameters with traversal, injection and out-of-range
// numbers; uploads with bad files. Every case is built to be invalid: a value that a field might
// accept (an injection string in a free-text field) is sent with another required field left out,
// so the call can only be refused, and a data change is always a bug.
import type { RelRequest } from '../transport';
import type { JsonSchema, Operation } from './openapi';
import { sampleValue, wrongTypeValue } from './values';

export interface FuzzCase {
  /** What the case tries, e.g. `body.name: SQL injection`. */
  name: string;
  /** Method, URL and body; the runner adds the token. */
  request: RelRequest;
}

const ONE_MB = 'A'.repeat(1_000_000);
const HUNDRED_KB = 'B'.repeat(100_000);

/** Strings that must never reach SQL, HTML or the file system unescaped. */
export const hostileStrings: Array<[string, string]> = [
  ['SQL injection', "' OR 1=1 --"],
  ['SQL statement', '1; DROP TABLE users'],
  ['HTML injection', '<script>alert(1)</script><img src=x onerror=alert(1)>'],
  ['path traversal', '../../etc/passwd'],
  ['encoded traversal', '..%2F..%2Fetc%2Fpasswd'],
  ['absolute path', '/etc/passwd'],
  ['NUL byte', 'name\u0000.png'],
];

const hostileNumbers: Array<[string, unknown]> = [
  ['negative', -1],
  ['2^53', 2 ** 53],
  ['NaN as string', 'NaN'],
  ['fraction', 1.5],
  ['1e308', 1e308],
];

/** Path parameter values, already encoded for the URL where they must be. */
const hostileSegments: Array<[string, string]> = [
  ['path traversal', '../../etc/passwd'],
  ['encoded traversal', '..%2F..%2Fetc%2Fpasswd'],
  ['absolute path', '%2Fetc%2Fpasswd'],
  ['NUL byte', 'a%00.png'],
  ['SQL injection', encodeURIComponent("' OR 1=1 --")],
  ['SQL statement', encodeURIComponent('1; DROP TABLE users')],
  ['HTML injection', encodeURIComponent('<script>alert(1)</script>')],
  ['negative', '-1'],
  ['zero', '0'],
  ['2^53', String(2 ** 53)],
  ['NaN', 'NaN'],
  ['100 KB', HUNDRED_KB],
];

const queryValues: Array<[string, string]> = [
  ['wrong type', 'not-a-number'],
  ['negative', '-1'],
  ['2^53', String(2 ** 53)],
  ['NaN', 'NaN'],
  ['SQL injection', encodeURIComponent("' OR 1=1 --")],
  ['HTML injection', encodeURIComponent('<script>alert(1)</script>')],
  ['100 KB', HUNDRED_KB],
  ['empty', ''],
  ['NUL byte', 'a%00b'],
  ['invalid UTF-8', '%ED%A0%80%FF'],
  ['broken percent-encoding', '%E0%A4%A'],
];

/** An id no row has: a case that is valid up to the body reaches the handler on nothing. */
const ABSENT_ID = '999999';

function pathWith(operation: Operation, override?: { name: string; value: string }): string {
  return operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => (override?.name === name ? override.value : ABSENT_ID));
}

const json = (operation: Operation, path: string, body: string, contentType = 'application/json'): RelRequest => ({
  method: operation.method,
  url: path,
  headers: { 'content-type': contentType },
  body,
});

/**
 * Makes a body invalid whatever `field` holds: leaves out another required field, or gives another
 * field a value of the wrong type, or adds an unknown field to a strict object. Undefined when the
 * schema leaves no way to (nothing required, no typed field, unknown fields allowed).
 */
export function invalidBodyAround(schema: JsonSchema, field: string, value: unknown): Record<string, unknown> | undefined {
  const base = { ...(sampleValue(schema) as Record<string, unknown>), [field]: value };
  const otherRequired = (schema.required ?? []).find((name) => name !== field);
  if (otherRequired) {
    delete base[otherRequired];
    return base;
  }
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (name === field) continue;
    const wrong = wrongTypeValue(property);
    if (wrong !== undefined) return { ...base, [name]: wrong };
  }
  if (schema.additionalProperties === false) return { ...base, zzUnknownField: 1 };
  return undefined;
}

function bodyCases(operation: Operation): FuzzCase[] {
  const path = pathWith(operation);
  const schema = operation.body;
  const isArrayBody = schema?.type === 'array';
  const cases: FuzzCase[] = [
    { name: 'body: malformed JSON', request: json(operation, path, '{"broken": ') },
    { name: 'body: empty with a JSON content type', request: json(operation, path, '') },
    { name: isArrayBody ? 'body: object instead of array' : 'body: array instead of object', request: json(operation, path, isArrayBody ? '{"zzUnknownField":1}' : '[{"zzUnknownField":1}]') },
    { name: 'body: unknown fields alone', request: json(operation, path, '{"zzUnknownField":1,"another":"x"}') },
    { name: 'body: prototype pollution', request: json(operation, path, '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}}}') },
    { name: 'body: JSON null', request: json(operation, path, 'null') },
    { name: 'body: text/plain', request: json(operation, path, '{"zzUnknownField":1}', 'text/plain') },
    { name: 'body: deeply nested', request: json(operation, path, `${'['.repeat(50_000)}${']'.repeat(50_000)}`) },
    { name: 'body: invalid UTF-8', request: { ...json(operation, path, ''), body: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xed, 0xa0, 0x80, 0x22, 0x7d]) } },
  ];
  if (!schema?.properties) return cases;
  for (const [field, property] of Object.entries(schema.properties)) {
    const wrong = wrongTypeValue(property);
    if (wrong !== undefined) cases.push({ name: `body.${field}: wrong type`, request: json(operation, path, JSON.stringify({ ...(sampleValue(schema) as object), [field]: wrong })) });
    const values: Array<[string, unknown]> = [['1 MB string', ONE_MB], ['100 KB string', HUNDRED_KB], ...hostileStrings, ...hostileNumbers, ['null', null]];
    for (const [label, value] of values) {
      const body = invalidBodyAround(schema, field, value);
      if (body) cases.push({ name: `body.${field}: ${label}`, request: json(operation, path, JSON.stringify(body)) });
    }
  }
  return cases;
}

/**
 * Sign-in style calls refuse a well-formed body with unknown credentials or tokens without changing
 * anything: for these, hostile strings are also sent inside an otherwise valid body, so that they
 * reach the handler and the database (an unknown user name, a refresh token that was never issued).
 * Calls that would act on a well-formed body (register, social sign-in, an admin's password reset)
 * are not in the list.
 */
const REFUSED_BY_HANDLER = /^POST \/api\/(admin\/Auth\/login|learner\/Auth\/(loginPhysics|refreshToken|verifyEmail|resetPassword))$/;

/** A value for a field of a well-formed body: passwords that pass the strength rule, the hostile string padded to the field's minimum length. */
function wellFormed(name: string, schema: JsonSchema, hostile?: string): unknown {
  if (hostile !== undefined) return hostile.padEnd(Math.max(hostile.length, schema.minLength ?? 0), 'x').slice(0, schema.maxLength ?? Infinity);
  if (/password/i.test(name)) return 'Fuzz-pass-1234';
  return sampleValue(schema);
}

function handlerCases(operation: Operation): FuzzCase[] {
  const schema = operation.body;
  if (!REFUSED_BY_HANDLER.test(`${operation.method} ${operation.path}`) || !schema?.properties) return [];
  const cases: FuzzCase[] = [];
  const fields = Object.entries(schema.properties);
  for (const [field, property] of fields) {
    if (property.type !== 'string' || property.format === 'email') continue;
    for (const [label, value] of hostileStrings) {
      const body = Object.fromEntries(fields.map(([name, entry]) => [name, wellFormed(name, entry, name === field ? value : undefined)]));
      cases.push({ name: `handler.${field}: ${label}`, request: json(operation, pathWith(operation), JSON.stringify(body)) });
    }
  }
  return cases;
}

function parameterCases(operation: Operation): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const pathParameters = operation.parameters.filter((entry) => entry.in === 'path');
  for (const parameter of pathParameters) {
    for (const [label, value] of hostileSegments) {
      cases.push({ name: `path.${parameter.name}: ${label}`, request: { method: operation.method, url: pathWith(operation, { name: parameter.name, value }) } });
    }
  }
  // Well-formed in every way but naming no row: the not-found path of the handler (a 404, nothing written).
  if (pathParameters.length > 0) {
    const body = operation.body ? JSON.stringify(sampleValue(operation.body)) : undefined;
    cases.push({ name: 'path: absent id', request: body === undefined ? { method: operation.method, url: pathWith(operation) } : json(operation, pathWith(operation), body) });
  }
  const path = pathWith(operation);
  for (const parameter of operation.parameters.filter((entry) => entry.in === 'query')) {
    for (const [label, value] of queryValues) {
      cases.push({ name: `query.${parameter.name}: ${label}`, request: { method: operation.method, url: `${path}?${parameter.name}=${value}` } });
    }
    cases.push({ name: `query.${parameter.name}: repeated`, request: { method: operation.method, url: `${path}?${parameter.name}=1&${parameter.name}=2` } });
  }
  return cases;
}

/** A multipart body with one file part (or none). */
function multipart({ filename, contentType, content, field = 'file' }: { filename?: string; contentType?: string; content?: Buffer; field?: string }): { body: Buffer; contentType: string } {
  const boundary = '----lexamfuzz';
  const parts: Buffer[] = [];
  if (filename !== undefined) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType ?? 'application/octet-stream'}\r\n\r\n`, 'utf8'), content ?? Buffer.alloc(0), Buffer.from('\r\n'));
  } else {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nno file here\r\n`));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

function uploadCases(operation: Operation): FuzzCase[] {
  const path = pathWith(operation);
  const text = Buffer.from('this is not an image, an audio or a video\n');
  const variants: Array<[string, Parameters<typeof multipart>[0]]> = [
    ['no file part', {}],
    ['file named with path traversal', { filename: '../../etc/passwd', contentType: 'image/png', content: text }],
    ['file named with an absolute path', { filename: '/etc/passwd', contentType: 'image/png', content: text }],
    ['file name with a NUL byte', { filename: 'a\u0000.png', contentType: 'image/png', content: text }],
    ['text claiming to be image/png', { filename: 'fake.png', contentType: 'image/png', content: text }],
    ['empty file', { filename: 'empty.png', contentType: 'image/png', content: Buffer.alloc(0) }],
    ['HTML file', { filename: 'x.html', contentType: 'text/html', content: Buffer.from('<script>alert(1)</script>') }],
    ['file in another field', { filename: 'fake.png', contentType: 'image/png', content: text, field: 'other' }],
  ];
  const cases: FuzzCase[] = variants.map(([label, spec]) => {
    const { body, contentType } = multipart(spec);
    return { name: `upload: ${label}`, request: { method: operation.method, url: path, headers: { 'content-type': contentType }, body } };
  });
  cases.push({ name: 'upload: broken multipart', request: { method: operation.method, url: path, headers: { 'content-type': 'multipart/form-data; boundary=----lexamfuzz' }, body: Buffer.from('------lexamfuzz\r\nContent-Disposition: form-data; name="file"; filename="x.png"\r\n\r\nno end') } });
  cases.push({ name: 'upload: JSON instead of multipart', request: json(operation, path, '{"file":"../../etc/passwd"}') });
  return cases;
}

/**
 * Every case of a route. `small` keeps a few of each kind (for `npm test`); the full list is for the
 * bench. Methods without a body (GET) get only parameter cases and, when they have none, a plain call.
 */
export function casesFor(operation: Operation, { small = false }: { small?: boolean } = {}): FuzzCase[] {
  const hasBody = operation.method !== 'GET';
  let cases = [...parameterCases(operation), ...(operation.isMultipart ? uploadCases(operation) : hasBody ? [...bodyCases(operation), ...handlerCases(operation)] : [])];
  if (small) cases = pickSmall(cases);
  if (cases.length === 0) cases.push({ name: 'plain call', request: { method: operation.method, url: pathWith(operation) } });
  return cases;
}

/** The kinds of case the small run keeps, the first case of each (path and query: the first parameter's). */
const SMALL_PICKS = [
  /^path\.[^:]+: path traversal$/, /^path\.[^:]+: NUL byte$/, /^path\.[^:]+: 2\^53$/, /^path: absent id$/,
  /^query\.[^:]+: wrong type$/, /^query\.[^:]+: SQL injection$/, /^query\.[^:]+: NUL byte$/,
  /^handler\.[^:]+: SQL injection$/, /^handler\.[^:]+: NUL byte$/,
  /^body: malformed JSON$/, /^body: (array instead of object|object instead of array)$/, /^body: unknown fields alone$/,
  /^body\.[^:]+: wrong type$/, /^body\.[^:]+: SQL injection$/, /^body\.[^:]+: 1 MB string$/, /^body\.[^:]+: 2\^53$/, /^body: invalid UTF-8$/,
  /^upload: file named with path traversal$/, /^upload: text claiming to be image\/png$/, /^upload: no file part$/, /^upload: broken multipart$/,
];

function pickSmall(cases: FuzzCase[]): FuzzCase[] {
  return SMALL_PICKS.map((pattern) => cases.find((entry) => pattern.test(entry.name))).filter((entry): entry is FuzzCase => entry !== undefined);
}
