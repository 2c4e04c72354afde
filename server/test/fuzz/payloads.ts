import fc from 'fast-check';

// Arbitraries for the API fuzz test: input that looks valid, input at the edges of what the schemas
// allow, and input no client of ours would ever send.

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The part of JSON Schema that the zod-to-OpenAPI transform emits for the routes. */
export interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  enum?: Json[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  default?: Json;
}

/**
 * Values that look right for a field of this name, read when a request is generated: the pools
 * grow as the run goes (order numbers and transaction ids from earlier answers, say).
 */
export type Hints = Record<string, () => readonly Json[]>;

const hinted = (pool: () => readonly Json[]): fc.Arbitrary<Json> =>
  fc.nat().map((index) => {
    const values = pool();
    return values.length === 0 ? null : values[index % values.length]!;
  });

/** Strings that have broken parsers, queries, templates or terminals somewhere. */
const NASTY_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u202Eevil\u202C',
  'مرحبا بالعالم',
  'שלום עולם',
  'বাংলা লেখা ১২৩',
  '😀👍🏽👨‍👩‍👧‍👦🇧🇩',
  '\uD800',
  '\uDFFFx',
  '\uFEFF',
  'Z̴̡̪̈́a̸͔l̷g̵o̶',
  "' OR '1'='1",
  "'; DROP TABLE orders; --",
  '1; SELECT pg_sleep(5) --',
  "1' UNION SELECT password_hash FROM customers --",
  '" OR ""="',
  '$1',
  '%',
  '_',
  '\\',
  '\\x00',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant to reach the server as written.
  '${7*7}',
  '%s%s%s%n',
  '../../../../etc/passwd',
  '..%2f..%2f',
  '__proto__',
  'constructor',
  'toString',
  'null',
  'undefined',
  'true',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e999',
  '-1e999',
  '0x1F',
  '1_000',
  '-0',
  '١٢٣',
  '১২৩',
  ' 12 ',
  '12abc',
  '01712345678',
  '+8801712345678',
  'a@b',
  'UPPER@EXAMPLE.COM',
  'line\r\nX-Injected: yes',
  '\t\n\r',
];

/** Text the size of a small file, so length limits and the body limit are tested, not guessed. */
const hugeString: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom('a', 'ব', '😀', '\u202E', "'", '<', '\u0000'), fc.constantFrom(1_001, 10_000, 100_000))
  .map(([unit, times]) => unit.repeat(times));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: hugeString },
);

const EDGE_NUMBERS: readonly number[] = [
  0,
  -0,
  -1,
  1,
  1.5,
  -1.5,
  0.1,
  20,
  21,
  50,
  51,
  100_000,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31),
  2 ** 32,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  1e21,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  Number.MIN_VALUE,
];

const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...EDGE_NUMBERS) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
);

/** Any JSON value, its leaves chosen to hurt. */
const hostileJson: fc.Arbitrary<Json> = fc.letrec<{ value: Json }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.constantFrom('__proto__', 'constructor', 'items', 'id', ''), fc.string({ maxLength: 8 })), tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** JSON text nested `depth` levels: arrays, objects, or objects inside a field the schema knows. */
function deepJsonText(depth: number, shape: 'array' | 'object' | 'field', field = 'items'): string {
  if (shape === 'array') return '['.repeat(depth) + ']'.repeat(depth);
  const nested = `${'{"a":'.repeat(depth)}null${'}'.repeat(depth)}`;
  return shape === 'object' ? nested : `{"${field}":${nested}}`;
}

export type Body = { kind: 'none' } | { kind: 'json'; value: Json } | { kind: 'raw'; contentType: string | undefined; payload: string | Uint8Array };

const MALFORMED_JSON: readonly string[] = [
  '',
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '[1,2',
  '"unterminated',
  '{"a":1}{"b":2}',
  '\uFEFF{}',
  'NaN',
  'undefined',
  '{"a":NaN}',
  '{"a":1e999}',
  '{"a":-}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"quantity":1,"quantity":"x"}',
  'null',
  '0',
  '"text"',
  'true',
  '[]',
];

/** An 8×8 PNG: a real image, so an upload that should work gets as far as resizing. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWM4w8CAFWEXHbQSACD0MwEDk/f8AAAAAElFTkSuQmCC',
  'base64',
);

const multipartPart = (field: string) =>
  fc.record({
    field: fc.constantFrom(field, field, 'profile_image', 'image', 'file', '', `${field}"; x="y`),
    filename: fc.oneof(fc.constantFrom('me.png', 'me.jpg', '../../evil.png', 'a'.repeat(300), '', 'ছবি.png'), fc.constant(undefined)),
    type: fc.constantFrom('image/png', 'image/jpeg', 'image/webp', 'image/svg+xml', 'text/plain', 'application/octet-stream', 'image/png; charset=../../'),
    content: fc.oneof(
      fc.constant<Uint8Array>(TINY_PNG),
      fc.constant<Uint8Array>(TINY_PNG.subarray(0, 20)),
      fc.constant<Uint8Array>(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')),
      fc.constant<Uint8Array>(Buffer.from('sku,name,retail_price\r\n"a,b",=HYPERLINK("x"),-1\r\n')),
      fc.uint8Array({ maxLength: 64 }),
      fc.constant<Uint8Array>(new Uint8Array(0)),
    ),
  });

/** multipart/form-data, well formed or cut short, for the routes that take files; `field` is where the route wants its file. */
const multipartForm = (field = 'profile_image'): fc.Arbitrary<Body> =>
  fc.oneof({ weight: 1, arbitrary: fc.constant<Body>(wellFormedUpload(field)) }, { weight: 3, arbitrary: anyMultipart(field) });

/** The upload a browser sends: one PNG in the route's file field. */
function wellFormedUpload(field: string): Body {
  const boundary = 'fuzzboundary';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`);
  return {
    kind: 'raw',
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: Buffer.concat([head, TINY_PNG, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  };
}

function anyMultipart(field: string): fc.Arbitrary<Body> {
  return fc
    .record({
      parts: fc.array(multipartPart(field), { minLength: 0, maxLength: 3 }),
      boundary: fc.constantFrom('fuzzboundary', 'x', '---- a b ----'),
      truncated: fc.boolean(),
      declaredBoundary: fc.boolean(),
    })
    .map(({ parts, boundary, truncated, declaredBoundary }) => {
      const chunks: Buffer[] = [];
      for (const part of parts) {
        const filename = part.filename === undefined ? '' : `; filename="${part.filename}"`;
        chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"${filename}\r\nContent-Type: ${part.type}\r\n\r\n`));
        chunks.push(Buffer.from(part.content));
        chunks.push(Buffer.from('\r\n'));
      }
      if (!truncated) chunks.push(Buffer.from(`--${boundary}--\r\n`));
      const contentType = declaredBoundary ? `multipart/form-data; boundary=${boundary}` : 'multipart/form-data';
      return { kind: 'raw', contentType, payload: Buffer.concat(chunks) } satisfies Body;
    });
}

/** A CSV as the whole body: a header row and rows for known SKUs, with cells that fit or hurt. */
function csvBody(hints: Hints): fc.Arbitrary<Body> {
  const cell = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom('Walton Primo', '15000', '0', 'active', 'draft', '') },
    { weight: 1, arbitrary: hostileString.map((text) => text.slice(0, 200)) },
  );
  const sku = fc.oneof(
    hinted(hints.sku ?? (() => [])).map((value) => (typeof value === 'string' ? value : 'FUZZ-NEW-1')),
    fc.constant('FUZZ-NEW-1'),
  );
  const quote = (text: string) => `"${text.replaceAll('"', '""')}"`;
  return fc
    .record({
      header: fc.constantFrom('sku,name,retail_price,stock,status', 'sku,retail_price', 'sku', 'name,price', ''),
      rows: fc.array(fc.tuple(sku, cell, cell, cell, cell), { maxLength: 4 }),
      lineEnd: fc.constantFrom('\n', '\r\n'),
    })
    .map(({ header, rows, lineEnd }): Body => {
      const width = header.split(',').length;
      const lines = rows.map((row) => row.slice(0, width).map(quote).join(','));
      return { kind: 'raw', contentType: 'text/csv', payload: [header, ...lines].join(lineEnd) };
    });
}

/** Bodies that are not JSON, or not what their content type says they are. */
const rawBody: fc.Arbitrary<Body> = fc.oneof(
  fc.record({
    kind: fc.constant('raw' as const),
    contentType: fc.constantFrom('application/json', 'application/json; charset=utf-8', 'application/vnd.api+json'),
    payload: fc.constantFrom(...MALFORMED_JSON),
  }),
  fc.constantFrom(100, 5_000, 20_000).chain((depth) =>
    fc.record({
      kind: fc.constant('raw' as const),
      contentType: fc.constant('application/json'),
      payload: fc.constantFrom(deepJsonText(depth, 'array'), deepJsonText(depth, 'object'), deepJsonText(depth, 'field')),
    }),
  ),
  fc.record({ kind: fc.constant('raw' as const), contentType: fc.constant('text/plain'), payload: fc.oneof(hostileString, fc.constant('{"items":[]}')) }),
  fc.record({
    kind: fc.constant('raw' as const),
    contentType: fc.constant('application/x-www-form-urlencoded'),
    payload: fc.oneof(
      fc.constantFrom('a=1&b=2', '%%%', 'items[0][product_id]=1&items[0][quantity]=2', 'tran_id=x&outcome=success', '=&=&', '&&&'),
      hostileString.map((text) => `field=${encodeLoosely(text)}`),
    ),
  }),
  fc.record({
    kind: fc.constant('raw' as const),
    contentType: fc.constantFrom(
      'application/xml',
      'text/html',
      'application/octet-stream',
      '*/*',
      ';;;',
      'application/json; charset',
      'multipart/form-data',
      'application/json; charset=utf-16le',
      'x'.repeat(300),
    ),
    payload: fc.oneof(
      fc.constant('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>'),
      fc.constant('{"items":[]}'),
      hostileString,
    ),
  }),
  fc.record({ kind: fc.constant('raw' as const), contentType: fc.constant(undefined), payload: fc.oneof(fc.constant('{"items":[]}'), hostileString) }),
  // Bytes that are not UTF-8 at all, labelled as JSON.
  fc
    .uint8Array({ minLength: 1, maxLength: 64 })
    .map((bytes): Body => ({ kind: 'raw', contentType: 'application/json', payload: Uint8Array.from([0xff, 0xfe, ...bytes]) })),
);

function typesOf(schema: Schema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ['object'];
  return [];
}

/**
 * A value the schema allows, or nearly: numbers and lengths stay near their bounds, and a field with
 * a hint usually takes one of the hint's values (a real product id, a real division).
 */
export function validish(schema: Schema, hints: Hints, name = ''): fc.Arbitrary<Json> {
  const own = schemaValue(schema, hints);
  const hint = hints[name];
  // Mostly the hint: a body gets past validation only when every one of its fields does.
  return hint ? fc.oneof({ weight: 6, arbitrary: hinted(hint) }, { weight: 1, arbitrary: own }) : own;
}

function schemaValue(schema: Schema, hints: Hints): fc.Arbitrary<Json> {
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices && choices.length > 0) return fc.oneof(...choices.map((choice) => schemaValue(choice, hints)));
  if (schema.allOf && schema.allOf.length > 0) return schemaValue(Object.assign({}, ...schema.allOf) as Schema, hints);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const plain = plainValue(schema, hints);
  return schema.nullable ? fc.oneof({ weight: 4, arbitrary: plain }, { weight: 1, arbitrary: fc.constant(null) }) : plain;
}

function plainValue(schema: Schema, hints: Hints): fc.Arbitrary<Json> {
  const [type] = typesOf(schema);
  switch (type) {
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? -1_000;
      const max = schema.maximum ?? 1_000_000;
      const near = [min, max, min + 1, max - 1].filter((value) => value >= min && value <= max);
      return fc.oneof({ weight: 2, arbitrary: fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) }, { weight: 1, arbitrary: fc.constantFrom(...near) });
    }
    case 'boolean':
      return fc.boolean();
    case 'string': {
      const minLength = schema.minLength ?? 0;
      const maxLength = Math.min(schema.maxLength ?? 40, 200);
      const lengths = [minLength, maxLength].filter((length) => length <= maxLength);
      return fc.oneof(
        { weight: 3, arbitrary: fc.string({ minLength, maxLength: Math.max(minLength, Math.min(maxLength, 40)) }) },
        { weight: 1, arbitrary: fc.constantFrom(...lengths).map((length) => 'ক'.repeat(length)) },
      );
    }
    case 'array': {
      const item = schema.items ? schemaValue(schema.items, hints) : hostileJson;
      return fc.array(item, { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 4, 4) });
    }
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      const required = new Set(schema.required ?? []);
      const record: Record<string, fc.Arbitrary<Json>> = {};
      for (const [key, property] of properties) record[key] = validish(property, hints, key);
      const requiredKeys = properties.map(([key]) => key).filter((key) => required.has(key));
      const base = fc.record(record, { requiredKeys });
      if (properties.length === 0 && schema.additionalProperties) {
        const values = typeof schema.additionalProperties === 'object' ? schemaValue(schema.additionalProperties, hints) : hostileJson;
        const keys = fc.oneof(fc.constantFrom(...Object.keys(hints)), fc.string({ maxLength: 12 }));
        return fc.dictionary(
          keys,
          fc.oneof(
            values,
            hinted(() =>
              Object.values(hints)
                .flatMap((pool) => pool())
                .filter((value) => typeof value === 'string'),
            ),
          ),
          { maxKeys: 6 },
        );
      }
      return base as fc.Arbitrary<Json>;
    }
    default:
      return hostileJson;
  }
}

type Mutation = 'drop' | 'replace' | 'extra' | 'wrap' | 'null' | 'stringify-numbers' | 'huge-array';

/** A valid-looking body with one thing wrong: a field missing, of the wrong type, or too many of it. */
function mutated(schema: Schema, hints: Hints): fc.Arbitrary<Json> {
  return fc
    .record({
      value: validish(schema, hints),
      mutation: fc.constantFrom<Mutation>('drop', 'replace', 'replace', 'extra', 'wrap', 'null', 'stringify-numbers', 'huge-array'),
      pick: fc.nat(),
      replacement: hostileJson,
      extraKey: fc.oneof(fc.constantFrom('__proto__', 'constructor', 'id', 'customer_id', 'price', 'status', 'role', 'total'), fc.string({ maxLength: 20 })),
    })
    .map(({ value, mutation, pick, replacement, extraKey }): Json => {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return mutation === 'wrap' ? [value] : replacement;
      const keys = Object.keys(value);
      const key = keys.length > 0 ? keys[pick % keys.length]! : 'items';
      const copy: { [key: string]: Json } = { ...value };
      switch (mutation) {
        case 'drop':
          delete copy[key];
          return copy;
        case 'replace':
          copy[key] = replacement;
          return copy;
        case 'extra':
          // Defined, not assigned: assigning `__proto__` would set the prototype instead of a key.
          Object.defineProperty(copy, extraKey, { value: replacement, enumerable: true, configurable: true, writable: true });
          return copy;
        case 'wrap':
          return [copy];
        case 'null':
          copy[key] = null;
          return copy;
        case 'stringify-numbers':
          return Object.fromEntries(Object.entries(copy).map(([name, field]) => [name, typeof field === 'number' ? String(field) : field]));
        case 'huge-array':
          copy[key] = Array.from({ length: 5_000 }, () => copy[key] ?? replacement);
          return copy;
      }
      throw new Error(`unknown mutation ${mutation satisfies never}`);
    });
}

/** A whole body for a route: valid-looking, nearly valid, hostile JSON, or not JSON at all. */
export function bodyFor(route: { method: string; body: Schema | null; consumes: string[]; uploadField: string | null }, hints: Hints): fc.Arbitrary<Body> {
  const json = (arbitrary: fc.Arbitrary<Json>) => arbitrary.map((value): Body => ({ kind: 'json', value }));
  const none = fc.constant<Body>({ kind: 'none' });
  const hostile = json(hostileJson);
  const multipartBody = multipartForm(route.uploadField ?? undefined);
  if (route.consumes.includes('text/csv')) {
    return fc.oneof(
      { weight: 4, arbitrary: csvBody(hints) },
      { weight: 4, arbitrary: multipartBody },
      { weight: 1, arbitrary: hostile },
      { weight: 2, arbitrary: rawBody },
    );
  }
  if (route.consumes.includes('multipart/form-data')) {
    return fc.oneof(
      { weight: 6, arbitrary: multipartBody },
      { weight: 1, arbitrary: none },
      { weight: 1, arbitrary: hostile },
      { weight: 2, arbitrary: rawBody },
    );
  }
  if (route.body) {
    return fc.oneof(
      { weight: 4, arbitrary: json(validish(route.body, hints)) },
      { weight: 4, arbitrary: json(mutated(route.body, hints)) },
      { weight: 2, arbitrary: hostile },
      { weight: 2, arbitrary: rawBody },
      { weight: 1, arbitrary: multipartBody },
      { weight: 1, arbitrary: none },
    );
  }
  // A file upload nobody documented still meets a form now and then.
  const safe = route.method === 'GET' || route.method === 'DELETE';
  return fc.oneof(
    { weight: safe ? 12 : 6, arbitrary: none },
    { weight: 2, arbitrary: hostile },
    { weight: 2, arbitrary: rawBody },
    { weight: 1, arbitrary: multipartBody },
  );
}

/** Text that may go into a URL or header as it is; the rest is percent-encoded by the caller. */
const MALFORMED_URL_PIECES: readonly string[] = ['%', '%E0%A4%A', '%ZZ', '%00', '..', '%2e%2e', '%2F', ';', '%C0%AF', '%uD800'];

/**
 * Percent-encoding that also takes lone surrogates (encodeURIComponent throws on them): they go out
 * as the three bytes a careless encoder would write, which are not UTF-8, as a hostile client would.
 */
export function encodeLoosely(text: string): string {
  return text.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]|[^\uD800-\uDFFF]+|[\uD800-\uDFFF]/g, (piece) => {
    try {
      return encodeURIComponent(piece);
    } catch {
      const unit = piece.charCodeAt(0);
      return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    }
  });
}

const asText = (value: Json): string => (typeof value === 'string' ? value : JSON.stringify(value));

/** A path parameter: a real id, an edge number, hostile text (encoded) or a broken escape. */
export function pathParam(name: string, hints: Hints): fc.Arbitrary<string> {
  const own = hints[name];
  return fc.oneof(
    ...(own ? [{ weight: 4, arbitrary: hinted(own).map((value) => encodeLoosely(asText(value))) }] : []),
    { weight: 2, arbitrary: hostileNumber.map((value) => encodeURIComponent(String(value))) },
    { weight: 2, arbitrary: hostileString.map((value) => encodeLoosely(value)) },
    { weight: 1, arbitrary: fc.constantFrom(...MALFORMED_URL_PIECES) },
  );
}

/** A query string: the documented parameters with fitting or hostile values, extra ones, and broken escapes. */
export function queryString(parameters: { name: string; schema: Schema }[], hints: Hints): fc.Arbitrary<string> {
  const pair = (name: string, value: fc.Arbitrary<string>) => value.map((text) => `${encodeLoosely(name)}=${encodeLoosely(text)}`);
  const documented = parameters.map(({ name, schema }) =>
    fc.option(
      fc.oneof(
        { weight: 4, arbitrary: pair(name, validish(schema, hints, name).map(asText)) },
        { weight: 2, arbitrary: pair(name, hostileString) },
        { weight: 1, arbitrary: pair(name, hostileNumber.map(String)) },
        { weight: 1, arbitrary: fc.array(pair(name, hostileString), { minLength: 2, maxLength: 3 }).map((pairs) => pairs.join('&')) },
      ),
      { freq: 2 },
    ),
  );
  const extra = fc.option(
    fc.oneof(
      pair('__proto__', hostileString),
      pair('constructor[prototype][x]', hostileString),
      fc.constantFrom(...MALFORMED_URL_PIECES, '=', '&&', 'a[b]=c', 'a=1&a=2'),
    ),
    { freq: 4 },
  );
  return fc
    .tuple(fc.tuple(...documented), extra)
    .map(([chosen, more]) => [...chosen, more].filter((piece): piece is string => piece !== null && piece !== '').join('&'));
}

/** Header text Node will send: printable ASCII only. */
export const headerText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 60 }),
  fc.constantFrom('', ' ', 'x'.repeat(8_000), "' OR 1=1 --", '<script>', 'null'),
);
