import type { FastifyInstance } from 'fastify';
import type { Schema } from './payloads.ts';

/** A query or header parameter as the OpenAPI document describes it. */
interface ParameterSpec {
  name: string;
  required: boolean;
  schema: Schema;
}

export interface ApiRoute {
  method: string;
  /** In Fastify's form: `/api/cart/items/:id`. */
  path: string;
  params: string[];
  /** From the OpenAPI document; null for a route it does not describe (hidden ones). */
  body: Schema | null;
  consumes: string[];
  /** The multipart field the file goes in, as the document names it; null when the route takes no file. */
  uploadField: string | null;
  query: ParameterSpec[];
  headers: ParameterSpec[];
  summary: string;
}

interface OpenApiOperation {
  summary?: string;
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  parameters?: { in: string; name: string; required?: boolean; schema?: Schema }[];
}

type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

/**
 * Every route Fastify answers under /api, read from its own route tree so a hidden or newly added
 * route is fuzzed too; the OpenAPI document adds the schemas that make valid-looking input possible.
 * The tree's lines look like `│   ├── /items (POST)`: four characters of indent per level.
 */
function routesFromTree(tree: string): { method: string; path: string }[] {
  const found: { method: string; path: string }[] = [];
  const pathAtDepth: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/u.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (depth > 0 ? pathAtDepth[depth - 1]! : '') + match[2]!;
    pathAtDepth[depth] = path;
    pathAtDepth.length = depth + 1;
    for (const method of match[3]?.split(', ') ?? []) found.push({ method, path });
  }
  return found;
}

const fastifyPath = (openApiPath: string) => openApiPath.replace(/\{(\w+)\}/g, ':$1');

/** Fuzzable API routes: the documentation pages are a third-party UI and HEAD mirrors GET. */
export async function discoverApiRoutes(app: FastifyInstance): Promise<ApiRoute[]> {
  const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApiDocument;
  const operations = new Map<string, OpenApiOperation>();
  for (const [path, byMethod] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(byMethod)) operations.set(`${method.toUpperCase()} ${fastifyPath(path)}`, operation);
  }

  const routes = routesFromTree(app.printRoutes({ commonPrefix: false }))
    .filter(({ method, path }) => path.startsWith('/api/') && !path.startsWith('/api/docs') && method !== 'HEAD' && !path.includes('*'))
    .map(({ method, path }): ApiRoute => {
      const operation = operations.get(`${method} ${path}`);
      const content = operation?.requestBody?.content ?? {};
      const parameters = operation?.parameters ?? [];
      const spec = (where: string) =>
        parameters
          .filter((parameter) => parameter.in === where)
          .map((parameter) => ({ name: parameter.name, required: parameter.required ?? false, schema: parameter.schema ?? {} }));
      return {
        method,
        path,
        params: [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!),
        body: content['application/json']?.schema ?? null,
        // A multipart route has no body schema, so the document names no content type: its summary does.
        consumes: [...Object.keys(content), ...(/multipart/i.test(operation?.summary ?? '') ? ['multipart/form-data'] : [])],
        uploadField: content['multipart/form-data']?.schema?.required?.[0] ?? null,
        query: spec('query'),
        headers: spec('header'),
        summary: operation?.summary ?? '',
      };
    });
  const unique = new Map(routes.map((route) => [`${route.method} ${route.path}`, route]));
  return [...unique.values()];
}

/** Documented operations the tree did not yield: a sign the tree parser no longer reads Fastify's output. */
export async function documentedButNotDiscovered(app: FastifyInstance, routes: ApiRoute[]): Promise<string[]> {
  const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApiDocument;
  const known = new Set(routes.map((route) => `${route.method} ${route.path}`));
  return Object.entries(document.paths)
    .flatMap(([path, byMethod]) => Object.keys(byMethod).map((method) => `${method.toUpperCase()} ${fastifyPath(path)}`))
    .filter((key) => !key.includes('*') && !known.has(key));
}
