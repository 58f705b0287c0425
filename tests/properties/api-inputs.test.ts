import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { apiOperations, fillPath, type ApiOperation, type Principal } from '../setup/routes.ts';
import { createTestShop, type TestShop } from '../setup/test-shop.ts';
import { apiBodies, populatedShop, type World } from '../setup/world.ts';

/**
 * Property tests over the input of every API operation that takes one, read from the OpenAPI
 * document (a new route is covered without edits): bodies (random JSON, wrong types, huge
 * strings, deep nesting, random bytes, broken JSON, wrong or missing content type, no body,
 * broken multipart), query strings and path parameters. Whatever arrives, the answer is a 4xx
 * with a JSON {message} (or a 2xx when the input happens to be valid), never a 5xx, and the
 * shop keeps serving. Each operation runs as the visitor who gets past its access check, so the
 * validation itself is what answers.
 *
 * Runs: FC_RUNS (default 40) random bodies per operation plus fixed edge cases; FC_SEED to replay.
 */
const RUNS = Number(process.env.FC_RUNS ?? 40);
const SEED = process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined;
const TIMEOUT = Math.max(30_000, RUNS * 400);
/** Sign-in and password routes hash with scrypt (memory-hard, slow on purpose): fewer valid-looking bodies there. */
const SLOW = new Set(['POST /api/login', 'POST /api/register', 'POST /api/account/password']);

// The operations are read before the tests are collected, so each gets its own test.
const t: TestShop = await createTestShop();
const world: World = await populatedShop(t);
const operations: ApiOperation[] = await apiOperations(t);
afterAll(() => t.close());

type Input = {
  label: string;
  query?: string;
  path?: Record<string, string>;
  headers?: Record<string, string>;
  body?: BodyInit | null;
};

const isJsonType = (type: string) => /^application\/(.+\+)?json/.test(type);
const schemaProps = (op: ApiOperation): string[] => {
  const content = op.body ? Object.values(op.body.content)[0] : undefined;
  return Object.keys(content?.schema?.properties ?? {});
};

/** Any JSON value, strings drawn from all of Unicode (NUL, lone surrogates, RTL marks included). */
const anyJson = fc.jsonValue({ maxDepth: 3, stringUnit: 'binary' });
const weirdString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    '\u202e',
    '<script>alert(1)</script>',
    "' or 1=1 --",
    '../../etc/passwd',
    '%00',
    '1e309',
    '-0',
    'NaN',
    '99999999999999999999',
    '-1',
    '0x1f',
    'ﬀ',
    'İ',
  ),
  fc.integer({ min: 1000, max: 300_000 }).map((n) => 'x'.repeat(n)),
);
/** Lone surrogates cannot go into a URL (it is UTF-8): they become U+FFFD, as a browser sends them. */
const wellFormed = (s: string) =>
  s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
const nested = (depth: number, open: string, close: string) => open.repeat(depth) + close.repeat(depth);

/** A JSON value that is not what the schema asks for (a different JSON type, or junk). */
function wrongTyped(op: ApiOperation): fc.Arbitrary<unknown> {
  const props = schemaProps(op);
  return fc.oneof(
    anyJson,
    fc.dictionary(
      fc.constantFrom(...(props.length ? props : ['x'])),
      fc.oneof(anyJson, weirdString as fc.Arbitrary<unknown>),
      { maxKeys: props.length + 2 },
    ),
  );
}

/** A sample valid body with one field replaced, dropped or added: gets past the shape, into the rules. */
function mutated(op: ApiOperation): fc.Arbitrary<unknown> {
  const base = apiBodies()[`${op.method} ${op.template}`];
  if (!base || typeof base !== 'object') return wrongTyped(op);
  const keys = Object.keys(base as object);
  return fc
    .record({
      key: fc.constantFrom(...keys, '__proto__', 'constructor', 'extra'),
      value: fc.oneof(anyJson, weirdString as fc.Arbitrary<unknown>),
      drop: fc.boolean(),
    })
    .map(({ key, value, drop }) => {
      const copy: Record<string, unknown> = structuredClone(base as Record<string, unknown>);
      if (drop && key in copy) delete copy[key];
      else if (key === '__proto__') {
        const rest = JSON.stringify(copy).slice(1, -1);
        return JSON.parse(`{"__proto__": ${JSON.stringify(value ?? null)}${rest ? `, ${rest}` : ''}}`);
      } else copy[key] = value;
      return copy;
    });
}

const jsonInput = (label: string, value: unknown, type = 'application/json'): Input => ({
  label,
  headers: { 'content-type': type },
  body: JSON.stringify(value),
});

/** Bodies for an operation that takes JSON. */
function jsonBodies(op: ApiOperation): fc.Arbitrary<Input> {
  const slow = SLOW.has(`${op.method} ${op.template}`);
  return fc.oneof(
    { weight: slow ? 1 : 4, arbitrary: mutated(op).map((v) => jsonInput('mutated sample', v)) },
    { weight: 4, arbitrary: wrongTyped(op).map((v) => jsonInput('wrong types', v)) },
    {
      weight: 2,
      arbitrary: fc.uint8Array({ maxLength: 300 }).map((bytes): Input => ({
        label: 'random bytes',
        headers: { 'content-type': 'application/json' },
        body: bytes,
      })),
    },
    {
      weight: 2,
      arbitrary: fc
        .string({ unit: 'binary', maxLength: 200 })
        .map((text): Input => ({ label: 'not JSON', headers: { 'content-type': 'application/json' }, body: text })),
    },
    {
      weight: 2,
      arbitrary: fc
        .record({
          type: fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=zzz',
            'application/xml',
            'application/json; charset=utf-16',
            'application/jsonx',
            '',
          ),
          value: mutated(op),
        })
        .map(({ type, value }): Input => ({
          label: `content-type "${type}"`,
          headers: type ? { 'content-type': type } : {},
          body: JSON.stringify(value),
        })),
    },
  );
}

/** Fixed edge cases every body route gets: no body, empty, null, deep nesting, huge. */
function jsonEdgeCases(): Input[] {
  return [
    { label: 'no body, no type' },
    { label: 'no body, JSON type', headers: { 'content-type': 'application/json' } },
    { label: 'empty JSON body', headers: { 'content-type': 'application/json' }, body: '' },
    jsonInput('null', null),
    jsonInput('array', []),
    jsonInput('number', 1e308),
    { label: 'truncated JSON', headers: { 'content-type': 'application/json' }, body: '{"a": "b' },
    { label: 'duplicate keys', headers: { 'content-type': 'application/json' }, body: '{"a":1,"a":{"b":2}}' },
    { label: 'BOM first', headers: { 'content-type': 'application/json' }, body: '\ufeff{}' },
    { label: 'nested 1,000 arrays', headers: { 'content-type': 'application/json' }, body: nested(1000, '[', ']') },
    {
      label: 'nested 100,000 arrays',
      headers: { 'content-type': 'application/json' },
      body: nested(100_000, '[', ']'),
    },
    {
      label: 'nested 10,000 objects',
      headers: { 'content-type': 'application/json' },
      body: '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000),
    },
    jsonInput('huge string (900 kB)', { value: 'x'.repeat(900_000) }),
    jsonInput('too large (1.5 MB)', { value: 'x'.repeat(1_500_000) }),
    jsonInput('100,000 keys', Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`k${i}`, i]))),
  ];
}

/** Bodies for an upload route: random forms and files, broken multipart, other types. */
function multipartBodies(op: ApiOperation): fc.Arbitrary<Input> {
  const props = schemaProps(op);
  const form = fc
    .record({
      fields: fc.dictionary(fc.constantFrom(...props, 'x'), weirdString, { maxKeys: props.length + 1 }),
      files: fc.array(
        fc.record({
          name: fc.string({ unit: 'binary', maxLength: 30 }),
          type: fc.constantFrom('image/png', 'image/jpeg', 'image/webp', 'image/svg+xml', 'text/html', ''),
          bytes: fc.uint8Array({ maxLength: 400 }),
        }),
        { maxLength: 6 },
      ),
    })
    .map(({ fields, files }): Input => {
      const data = new FormData();
      for (const [k, v] of Object.entries(fields)) data.append(k, v);
      for (const f of files) data.append('images', new File([new Uint8Array(f.bytes)], f.name, { type: f.type }));
      return { label: 'random form', body: data };
    });
  const broken = fc.string({ unit: 'binary', maxLength: 300 }).map((text): Input => ({
    label: 'broken multipart',
    headers: { 'content-type': 'multipart/form-data; boundary=b' },
    body: `--b\r\nContent-Disposition: form-data; name="images"; filename="a.png"\r\n\r\n${text}`,
  }));
  return fc.oneof(
    form,
    broken,
    wrongTyped(op).map((v) => jsonInput('JSON instead of a form', v)),
  );
}

/** Query strings: the documented parameters and others, with junk values, repeats and broken escapes. */
function queries(op: ApiOperation): fc.Arbitrary<Input> {
  const names = op.parameters.filter((p) => p.in === 'query').map((p) => p.name);
  const value = fc.oneof(
    weirdString.map((s) => encodeURIComponent(wellFormed(s.slice(0, 5000)))),
    fc.constantFrom('%', '%zz', '%E0%A4%A', '%00', '%FF', '+', '&', '=', '%2F..%2F'),
    fc.integer().map(String),
  );
  return fc
    .array(fc.tuple(fc.constantFrom(...names, 'x', ''), value), { maxLength: 6 })
    .map((pairs): Input => ({ label: 'query', query: pairs.map(([k, v]) => `${k}=${v}`).join('&') }));
}

/** Path parameters: junk, numbers out of range, escapes. */
function paths(op: ApiOperation): fc.Arbitrary<Input> {
  const names = op.parameters.filter((p) => p.in === 'path').map((p) => p.name);
  return fc
    .array(
      weirdString.map((s) => wellFormed(s.slice(0, 3000))),
      { minLength: names.length, maxLength: names.length },
    )
    .map((values): Input => ({
      label: 'path',
      path: Object.fromEntries(names.map((n, i) => [n, values[i] === '' ? ' ' : values[i]])),
    }));
}

/** Headers the document declares (the idempotency key). */
function headers(op: ApiOperation): fc.Arbitrary<Input> {
  const names = op.parameters.filter((p) => p.in === 'header').map((p) => p.name);
  const base = apiBodies()[`${op.method} ${op.template}`];
  return fc
    .array(fc.string({ unit: 'grapheme-ascii', maxLength: 300 }), { minLength: names.length, maxLength: names.length })
    .map((values): Input => ({
      label: 'header',
      headers: { 'content-type': 'application/json', ...Object.fromEntries(names.map((n, i) => [n, values[i]])) },
      body: JSON.stringify(base ?? {}),
    }));
}

async function send(op: ApiOperation, input: Input, principal: Principal) {
  let url = fillPath(op.template, { ...world.samples, ...input.path });
  if (input.query !== undefined) url += `?${input.query}`;
  return t.app.request(url, {
    method: op.method,
    headers: { cookie: world.cookies[principal](), ...input.headers },
    body: input.body ?? undefined,
  });
}

/** The answer to any input: below 500; an error is JSON with a message (and string field errors). */
async function expectWellAnswered(op: ApiOperation, input: Input, res: Response) {
  const what = `${op.method} ${op.template} ← ${input.label}${input.query !== undefined ? ` ?${input.query.slice(0, 200)}` : ''}${input.path ? ` ${JSON.stringify(input.path).slice(0, 200)}` : ''}${typeof input.body === 'string' ? `: ${input.body.slice(0, 200)}` : ''}`;
  expect(res.status, what).toBeLessThan(500);
  expect(res.status, what).toBeGreaterThanOrEqual(200);
  if (res.status >= 400) {
    expect(res.headers.get('content-type') ?? '', what).toMatch(/^application\/json/);
    const body = await res.json();
    expect(typeof body.message, what).toBe('string');
    expect(body.message.length, what).toBeGreaterThan(0);
    if (body.fieldErrors !== undefined)
      for (const v of Object.values(body.fieldErrors)) expect(typeof v, what).toBe('string');
  } else {
    await res.arrayBuffer();
  }
}

/** The shop still serves: the visitor is still known and the catalogue answers. */
async function expectHealthy(principal: Principal, after: string) {
  const me = await t.app.request('/api/me', { headers: { cookie: world.cookies[principal]() } });
  expect(me.status, `health after ${after}`).toBe(200);
  if (principal !== 'anonymous') expect((await me.json()).user, `still signed in after ${after}`).not.toBeNull();
  expect((await t.app.request('/api/products?search=camera')).status, `catalogue after ${after}`).toBe(200);
}

const check = async (op: ApiOperation, arbitrary: fc.Arbitrary<Input>, runs: number) => {
  await fc.assert(
    fc.asyncProperty(arbitrary, async (input) => {
      await expectWellAnswered(op, input, await send(op, input, op.principal));
    }),
    { numRuns: runs, seed: SEED, endOnFailure: true },
  );
};

const key = (op: ApiOperation) => `${op.method} ${op.template}`;
const withBody = operations.filter((op) => op.body);
const withQuery = operations.filter((op) => op.parameters.some((p) => p.in === 'query'));
const withPath = operations.filter((op) => op.parameters.some((p) => p.in === 'path'));
const withHeaders = operations.filter((op) => op.parameters.some((p) => p.in === 'header'));

describe('the operations that take input', () => {
  it('are read from the OpenAPI document, and each JSON body has a sample to start from', () => {
    expect(withBody.length).toBeGreaterThanOrEqual(20);
    for (const op of withBody) {
      const types = Object.keys(op.body!.content);
      if (types.some(isJsonType)) expect(apiBodies()[key(op)], `a sample body for ${key(op)}`).toBeDefined();
      else expect(types, key(op)).toEqual(['multipart/form-data']);
    }
    expect(withQuery.length).toBeGreaterThanOrEqual(5);
    expect(withPath.length).toBeGreaterThanOrEqual(15);
  });
});

describe.each(withBody.map((op) => [key(op), op] as const))('body of %s', (_, op) => {
  it(
    'random, wrong types, huge, deep, bytes, broken, wrong or no content type: never a 5xx, errors carry a message',
    { timeout: TIMEOUT },
    async () => {
      const json = Object.keys(op.body!.content).some(isJsonType);
      for (const input of json ? jsonEdgeCases() : [{ label: 'no body' }, jsonInput('empty JSON', {})]) {
        await expectWellAnswered(op, input, await send(op, input, op.principal));
      }
      await check(op, json ? jsonBodies(op) : multipartBodies(op), SLOW.has(key(op)) ? Math.ceil(RUNS / 2) : RUNS);
      await expectHealthy(op.principal, key(op));
    },
  );
});

describe.each(withQuery.map((op) => [key(op), op] as const))('query of %s', (_, op) => {
  it('junk values, unknown and repeated names, broken escapes: never a 5xx', { timeout: TIMEOUT }, async () => {
    await check(op, queries(op), RUNS);
    await expectHealthy(op.principal, key(op));
  });
});

describe.each(withPath.map((op) => [key(op), op] as const))('path of %s', (_, op) => {
  it('junk, out-of-range numbers, escapes: never a 5xx', { timeout: TIMEOUT }, async () => {
    await check(op, paths(op), Math.ceil(RUNS / 2));
    await expectHealthy(op.principal, key(op));
  });
});

describe.each(withHeaders.map((op) => [key(op), op] as const))('headers of %s', (_, op) => {
  it('junk in the declared headers: never a 5xx', { timeout: TIMEOUT }, async () => {
    await check(op, headers(op), Math.ceil(RUNS / 2));
    await expectHealthy(op.principal, key(op));
  });
});
