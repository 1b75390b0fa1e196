import type { INestApplication } from '@nestjs/common';
import fc from 'fast-check';
import type { Response } from 'supertest';
import { hostileVariants, type HostileVariant } from './hostile-variants';
import type { Resolve, Schema } from './openapi-schema';
import { request } from './request';

export type { Resolve, Schema } from './openapi-schema';


export interface DescribedResponse {
  content?: Record<string, { schema?: Schema }>;
  headers?: Record<string, unknown>;
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, DescribedResponse>;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

export interface FuzzOptions {
  /** Generated requests per operation, half valid and half invalid (fixed seed: reproducible). */
  examplesPerOperation?: number;
  /** Headers sent with every other request (e.g. a signed-in identity); the rest go anonymous. */
  signedIn?: Record<string, string>;
}

export interface FuzzFinding {
  operation: string;
  status: number;
  why: string;
  input: unknown;
}

export interface FuzzReport {
  operations: number;
  requests: number;
  serverErrors: number;
  /** 2xx JSON answers compared with their declared schema. */
  checkedAnswers: number;
  findings: FuzzFinding[];
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const UNSTORABLE_TEXT = 'a\u0000b';
const STRING_CAP = 40;

/**
 * Walks every operation of the app's own OpenAPI document (/docs-json), whatever it contains,
 * with generated valid and invalid input (fast-check, bounded, fixed seed). A finding is any
 * 5xx, any error body other than exactly {statusCode, message}, any 2xx for input the schema
 * forbids, an operation without a described response, or a path parameter the document omits.
 */
export async function fuzzOpenApi(app: INestApplication, options: FuzzOptions = {}): Promise<FuzzReport> {
  const perOperation = options.examplesPerOperation ?? 24;
  const { document, resolve } = await openApiOf(app);
  const report: FuzzReport = { operations: 0, requests: 0, serverErrors: 0, checkedAnswers: 0, findings: [] };

  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      report.operations += 1;
      const name = `${method.toUpperCase()} ${path}`;
      const parameters = operation.parameters ?? [];
      for (const placeholder of path.match(/\{[^}]+\}/g) ?? []) {
        const declared = parameters.some((parameter) => parameter.in === 'path' && `{${parameter.name}}` === placeholder);
        if (!declared) report.findings.push({ operation: name, status: 0, why: `path parameter ${placeholder} is not described`, input: null });
      }
      const responses = operation.responses ?? {};
      if (!Object.keys(responses).some((status) => /^[23]\d\d$/.test(status))) {
        report.findings.push({ operation: name, status: 0, why: 'no successful response is described', input: null });
      }
      for (const [status, response] of Object.entries(responses)) {
        const why = undescribed(status, response);
        if (why) report.findings.push({ operation: name, status: Number(status), why, input: null });
      }
      const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
      const valid = requestArbitrary(parameters, bodySchema && resolve(bodySchema), resolve, false);
      const invalid = requestArbitrary(parameters, bodySchema && resolve(bodySchema), resolve, true);
      const invalidRuns = invalid ? Math.floor(perOperation / 2) : 0;
      let sent = 0;
      const send = async (input: GeneratedRequest, forbidden: boolean, hostile?: HostileVariant<GeneratedRequest>): Promise<number> => {
        const url = path.replace(/\{([^}]+)\}/g, (_match, param: string) => encodeURIComponent(String(input.path[param] ?? 'x')));
        let call = request(app)[method](url).query(input.query);
        // A hostile variant goes signed in, so that validation (not a 401) answers it.
        if (options.signedIn && (hostile || sent % 2 === 1)) call = call.set(options.signedIn);
        sent += 1;
        const response = input.body === undefined ? await call : await call.set('content-type', 'application/json').send(JSON.stringify(input.body));
        report.requests += 1;
        const finding = (why: string) => report.findings.push({ operation: name, status: response.status, why, input });
        if (response.status >= 500) {
          report.serverErrors += 1;
          finding('server error');
        } else if (response.status >= 400 && !isErrorBody(response.body, response.status)) {
          finding(`error body is not {statusCode, message}: ${JSON.stringify(response.body)}`);
        } else if (hostile && response.status === 400) {
          const message = String(response.body.message);
          const why = typeof hostile.message === 'string' ? (message === hostile.message ? null : `expected "${hostile.message}", got "${message}"`) : hostile.message(message);
          if (why) finding(why);
        } else if (forbidden && response.status >= 200 && response.status < 300) {
          finding('accepted input its schema forbids');
        } else if (response.status >= 200 && response.status < 300) {
          const described = responses[String(response.status)];
          const schema = described?.content?.['application/json']?.schema;
          if (!described) finding('answered a status the document does not describe');
          else if (schema && /json/.test(String(response.headers['content-type']))) {
            report.checkedAnswers += 1;
            const mismatch = mismatchOf(response.body, schema, resolve, 'body');
            if (mismatch) finding(`answer does not match its schema: ${mismatch}`);
          }
        }
        return response.status;
      };
      let accepted: GeneratedRequest | undefined;
      const validSamples = fc.sample(valid, { numRuns: perOperation - invalidRuns, seed: 15 });
      for (const input of validSamples) {
        const status = await send(input, false);
        if (status >= 200 && status < 300) accepted ??= input;
      }
      for (const input of invalid ? fc.sample(invalid, { numRuns: invalidRuns, seed: 15 }) : []) await send(input, true);
      // Besides the random ones: each text field of a request the service accepted, once, with a NUL.
      for (const input of unstorableVariants(accepted ?? validSamples[0], parameters, bodySchema && resolve(bodySchema), resolve)) await send(input, true);
      // And each body field once as null: a 400 unless the schema says it is nullable, never a 5xx.
      for (const { input, nullable } of nullVariants(accepted ?? validSamples[0], bodySchema && resolve(bodySchema), resolve)) await send(input, !nullable);
      // And the strict-input attacks of issue 28: a body that is not an object or too wide, wrong types, non-canonical integers.
      const queryParameters = parameters.filter((parameter) => parameter.in === 'query');
      for (const hostile of hostileVariants(accepted, validSamples[0], queryParameters, bodySchema && resolve(bodySchema), resolve)) await send(hostile.input, true, hostile);
    }
  }
  return report;
}

/**
 * Why a described response falls short, or null: a success answers a JSON schema, a file (a
 * binary string of its content type) or nothing (204); a redirect names its Location header;
 * an error answers ErrorBody.
 */
export function undescribed(status: string, response: DescribedResponse): string | null {
  const content = Object.entries(response.content ?? {});
  if (/^2\d\d$/.test(status) && status !== '204') {
    const json = response.content?.['application/json']?.schema;
    const file = content.some(([type, { schema }]) => type !== 'application/json' && schema?.type === 'string' && schema.format === 'binary');
    return json || file ? null : 'success response has no schema (JSON) nor a binary string schema (file)';
  }
  if (/^3\d\d$/.test(status)) return response.headers?.['Location'] ? null : 'redirect does not describe its Location header';
  if (/^[45]\d\d$/.test(status)) {
    const ref = response.content?.['application/json']?.schema?.$ref;
    return ref === '#/components/schemas/ErrorBody' ? null : 'error response is not described as ErrorBody';
  }
  return null;
}

/**
 * Where a JSON answer departs from its schema (type, nullability, enum, required and undeclared
 * properties, items), or null. A structural check, enough to catch a schema that lies.
 */
export function mismatchOf(value: unknown, declared: Schema, resolve: Resolve, at: string): string | null {
  const schema = resolve(declared);
  // Before the parts: a nullable reference is {nullable, allOf: [{$ref}]}.
  if (value === null && schema.nullable) return null;
  if (schema.allOf) return schema.allOf.map((part) => mismatchOf(value, part, resolve, at)).find(Boolean) ?? null;
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives) {
    const misses = alternatives.map((part) => mismatchOf(value, part, resolve, at));
    return misses.some((miss) => miss === null) ? null : misses.join(' / ');
  }
  if (value === null) return `${at} is null`;
  if (schema.enum && !schema.enum.includes(value)) return `${at} is ${JSON.stringify(value)}, not one of ${JSON.stringify(schema.enum)}`;
  const type = schema.type ?? (schema.properties ? 'object' : undefined);
  const kind = Array.isArray(value) ? 'array' : typeof value;
  switch (type) {
    case 'string':
    case 'boolean':
    case 'array':
      if (kind !== type) return `${at} is ${kind}, not ${type}`;
      break;
    case 'number':
    case 'integer':
      if (kind !== 'number' || (type === 'integer' && !Number.isInteger(value))) return `${at} is ${JSON.stringify(value)}, not ${type}`;
      break;
    case 'object':
      if (kind !== 'object') return `${at} is ${kind}, not object`;
      break;
    default:
      return null;
  }
  if (Array.isArray(value)) return value.map((item, index) => mismatchOf(item, schema.items ?? {}, resolve, `${at}[${index}]`)).find(Boolean) ?? null;
  if (kind !== 'object') return null;
  const object = value as Record<string, unknown>;
  const missing = (schema.required ?? []).find((key) => !(key in object));
  if (missing) return `${at}.${missing} is missing`;
  for (const [key, item] of Object.entries(object)) {
    const property = schema.properties?.[key];
    const extra = schema.additionalProperties;
    if (property) {
      const mismatch = mismatchOf(item, property, resolve, `${at}.${key}`);
      if (mismatch) return mismatch;
    } else if (typeof extra === 'object') {
      const mismatch = mismatchOf(item, extra, resolve, `${at}.${key}`);
      if (mismatch) return mismatch;
    } else if (schema.properties && extra !== true) {
      return `${at}.${key} is not declared`;
    }
  }
  return null;
}

/** The app's own document (/docs-json) and how to follow its $refs. */
async function openApiOf(app: INestApplication): Promise<{ document: OpenApiDocument; resolve: Resolve }> {
  const document = (await request(app).get('/docs-json')).body as OpenApiDocument;
  const resolve: Resolve = (schema) => {
    let current = schema ?? {};
    for (let hops = 0; current.$ref && hops < 10; hops += 1) current = document.components?.schemas?.[current.$ref.split('/').pop()!] ?? {};
    return current;
  };
  return { document, resolve };
}

/**
 * Where a real answer (a supertest response) departs from what the app's OpenAPI document
 * declares for its operation and status, or null: for API tests to prove a schema true on the
 * answers the fuzzer cannot reach (a generated document, a company's work).
 */
export async function answerMismatch(app: INestApplication, response: Response): Promise<string | null> {
  const { document, resolve } = await openApiOf(app);
  // The Node request behind the answer (untyped by supertest) says which operation it was.
  const sent = (response as unknown as { req: { method: string; path: string } }).req;
  const method = sent.method.toLowerCase() as (typeof METHODS)[number];
  const path = sent.path.split('?')[0];
  // A literal path wins over a template that also matches it (/api/ideas/demo over /api/ideas/{id}), as in the router.
  const template = Object.keys(document.paths)
    .filter((candidate) => new RegExp(`^${candidate.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(path) && document.paths[candidate][method])
    .sort((a, b) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0))[0];
  if (!template) return `${method.toUpperCase()} ${path} is not in the document`;
  const described = document.paths[template][method].responses?.[String(response.status)];
  if (!described) return `${method.toUpperCase()} ${template} does not describe ${response.status}`;
  if (response.status === 204) return response.text ? `${method.toUpperCase()} ${template} 204 has a body` : null;
  const baseType = (type: string) => type.split(';')[0].trim();
  const contentType = baseType(String(response.headers['content-type']));
  if (!/json/.test(contentType)) {
    const declared = Object.keys(described.content ?? {}).some((type) => baseType(type) === contentType);
    return declared ? null : `${method.toUpperCase()} ${template} does not describe ${contentType}`;
  }
  const schema = described.content?.['application/json']?.schema;
  return schema ? mismatchOf(response.body, schema, resolve, 'body') : `${method.toUpperCase()} ${template} ${response.status} has no schema`;
}

interface GeneratedRequest {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  body?: unknown;
}


/** Path, query and body for one operation; `forbidden`: one of them breaks its schema (null when nothing can). */
function requestArbitrary(parameters: Parameter[], body: Schema | undefined, resolve: Resolve, forbidden: false): fc.Arbitrary<GeneratedRequest>;
function requestArbitrary(parameters: Parameter[], body: Schema | undefined, resolve: Resolve, forbidden: true): fc.Arbitrary<GeneratedRequest> | null;
function requestArbitrary(parameters: Parameter[], body: Schema | undefined, resolve: Resolve, forbidden: boolean): fc.Arbitrary<GeneratedRequest> | null {
  const inPlace = (where: Parameter['in']) => parameters.filter((parameter) => parameter.in === where);
  const validPath = fc.record(Object.fromEntries(inPlace('path').map((p) => [p.name, valueOf(resolve(p.schema), resolve)])));
  const validQuery = fc.record(
    Object.fromEntries(inPlace('query').map((p) => [p.name, valueOf(resolve(p.schema), resolve)])),
    { requiredKeys: inPlace('query').filter((p) => p.required).map((p) => p.name) },
  );
  const validBody = body ? valueOf(body, resolve) : fc.constant(undefined);
  if (!forbidden) return fc.record({ path: validPath, query: validQuery, body: validBody });

  const breaks: Array<fc.Arbitrary<GeneratedRequest>> = [];
  const badBody = body && forbiddenValueOf(body, resolve);
  if (badBody) breaks.push(fc.record({ path: validPath, query: validQuery, body: badBody }));
  for (const parameter of inPlace('path')) {
    const badParameter = forbiddenValueOf(resolve(parameter.schema), resolve, true);
    if (badParameter) {
      breaks.push(
        fc.record({ path: validPath, query: validQuery, body: validBody }).chain((valid) =>
          badParameter.map((bad) => ({ ...valid, path: { ...valid.path, [parameter.name]: bad } })),
        ),
      );
    }
  }
  return breaks.length ? fc.oneof(...breaks) : null;
}

/** One request per text field (path, query, top-level body property) holding a NUL, the rest as in `valid`. */
function unstorableVariants(valid: GeneratedRequest, parameters: Parameter[], body: Schema | undefined, resolve: Resolve): GeneratedRequest[] {
  const isText = (schema: Schema | undefined) => resolve(schema).type === 'string' && !resolve(schema).enum;
  const variants: GeneratedRequest[] = [];
  for (const parameter of parameters) {
    if (!isText(parameter.schema) || (parameter.in !== 'path' && parameter.in !== 'query')) continue;
    variants.push({ ...valid, [parameter.in]: { ...valid[parameter.in], [parameter.name]: UNSTORABLE_TEXT } });
  }
  const validBody = valid.body;
  if (body?.properties && typeof validBody === 'object' && validBody !== null) {
    for (const [key, property] of Object.entries(body.properties)) {
      if (isText(property)) variants.push({ ...valid, body: { ...validBody, [key]: `${String((validBody as Record<string, unknown>)[key] ?? 'text')}${UNSTORABLE_TEXT}` } });
    }
  }
  return variants;
}

function nullVariants(valid: GeneratedRequest, body: Schema | undefined, resolve: Resolve): { input: GeneratedRequest; nullable: boolean }[] {
  const validBody = valid.body;
  if (!body?.properties || typeof validBody !== 'object' || validBody === null) return [];
  return Object.entries(body.properties).map(([key, property]) => ({
    input: { ...valid, body: { ...validBody, [key]: null } },
    nullable: Boolean(property.nullable ?? resolve(property).nullable),
  }));
}

/** Values the schema allows (strings kept short: the bounds themselves are tested by hand). */
function valueOf(schema: Schema, resolve: Resolve): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'string': {
      const minLength = schema.minLength ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? STRING_CAP, STRING_CAP));
      // Plain addresses: fast-check's exotic (valid) ones would be refused by common email checks and test nothing behind them.
      if (schema.format === 'email') return fc.stringMatching(/^[a-z0-9]{1,12}@[a-z]{1,10}\.example$/);
      return fc.string({ minLength, maxLength });
    }
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1_000_000, max: schema.maximum ?? 1_000_000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e9, max: schema.maximum ?? 1e9, noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(valueOf(resolve(schema.items), resolve), { maxLength: 4 });
    case 'object':
    case undefined:
      if (schema.properties) {
        const properties = Object.fromEntries(Object.entries(schema.properties).map(([key, value]) => [key, valueOf(resolve(value), resolve)]));
        return fc.record(properties, { requiredKeys: schema.required ?? [] });
      }
      return fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 });
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * Values the schema forbids: a wrong type, text PostgreSQL cannot store, an unknown property, a
 * missing or null required one; null when the schema forbids nothing the fuzzer can write.
 */
function forbiddenValueOf(schema: Schema, resolve: Resolve, asText = false): fc.Arbitrary<unknown> | null {
  const wrong: Array<fc.Arbitrary<unknown>> = [];
  if (schema.enum) wrong.push(fc.constant('not-one-of-the-values'));
  switch (schema.type) {
    case 'string':
      wrong.push(fc.constant(UNSTORABLE_TEXT));
      if (!asText) wrong.push(fc.constantFrom(42, true, ['x'], { x: 1 }));
      if (schema.maxLength !== undefined && schema.maxLength < 100_000) wrong.push(fc.constant('x'.repeat(schema.maxLength + 1)));
      break;
    case 'integer':
    case 'number':
      wrong.push(asText ? fc.constantFrom('abc', '1.5e400', UNSTORABLE_TEXT) : fc.constantFrom('abc', true, { x: 1 }));
      break;
    case 'boolean':
      if (!asText) wrong.push(fc.constantFrom('yes', 3, { x: 1 }));
      break;
    case 'array':
      if (!asText) wrong.push(fc.constantFrom('x', 3, { x: 1 }));
      break;
    default: {
      if (asText) break;
      wrong.push(fc.constantFrom('text', 42, [1, 2]));
      if (schema.properties) {
        const valid = valueOf(schema, resolve) as fc.Arbitrary<Record<string, unknown>>;
        wrong.push(valid.map((object) => ({ ...object, fuzzUnknownProperty: 1 })));
        for (const key of schema.required ?? []) {
          wrong.push(valid.map((object) => Object.fromEntries(Object.entries(object).filter(([name]) => name !== key))));
          wrong.push(valid.map((object) => ({ ...object, [key]: null })));
        }
        for (const [key, property] of Object.entries(schema.properties)) {
          const forbidden = forbiddenValueOf(resolve(property), resolve);
          if (forbidden) wrong.push(fc.tuple(valid, forbidden).map(([object, bad]) => ({ ...object, [key]: bad })));
        }
      }
    }
  }
  return wrong.length ? fc.oneof(...wrong) : null;
}

function isErrorBody(body: unknown, status: number): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const keys = Object.keys(body).sort();
  const { statusCode, message } = body as { statusCode?: unknown; message?: unknown };
  return keys.join(',') === 'message,statusCode' && statusCode === status && typeof message === 'string' && message.length > 0;
}
