import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Holds every answer an API suite receives to the OpenAPI document the server publishes: the
 * status must be documented for that operation, and the body and the required headers must match
 * what the document says. Installed on every test app (server/test/databases.ts), so each suite is
 * also a contract test; the violations fail the suite when it closes its app.
 */

type Json = Record<string, unknown>;
type ResponseObject = { $ref?: string; content?: Record<string, { schema: Json }>; headers?: Record<string, { required?: boolean }> };

export interface ContractViolation {
  operation: string;
  status: number;
  problem: string;
}

/** Fastify's `/api/orders/:id` is OpenAPI's `/api/orders/{id}`. */
const openApiPath = (routeUrl: string) => routeUrl.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');

const resolve = (document: Json, ref: string): Json =>
  ref
    .slice(2)
    .split('/')
    .reduce<Json>((node, part) => node[part.replaceAll('~1', '/').replaceAll('~0', '~')] as Json, document);

export class ContractChecker {
  readonly violations: ContractViolation[] = [];
  private readonly validators = new Map<string, ValidateFunction>();
  private readonly ajv: Ajv2020;
  private readonly document: Json;

  constructor(document: Json) {
    this.document = document;
    this.ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(this.ajv);
    this.ajv.addSchema(document, 'openapi');
  }

  private validatorFor(pointer: string) {
    let validate = this.validators.get(pointer);
    if (!validate) {
      validate = this.ajv.compile({ $ref: `openapi#${pointer}` });
      this.validators.set(pointer, validate);
    }
    return validate;
  }

  /** Checks one answer; `payload` is the body as sent (a string, or nothing). */
  check(method: string, routeUrl: string, status: number, headers: Record<string, unknown>, payload: string | undefined) {
    const path = openApiPath(routeUrl);
    const operationName = `${method} ${path}`;
    // HEAD is answered by the GET's route (the document lists the GET): same statuses, no body.
    const head = method === 'HEAD';
    if (head) method = 'GET';
    const violation = (problem: string) => this.violations.push({ operation: operationName, status, problem });
    const pathItem = (this.document.paths as Record<string, Record<string, Json>>)[path];
    const operation = pathItem?.[method.toLowerCase()];
    if (!operation) return violation('the operation is not in the document');
    const responses = operation.responses as Record<string, ResponseObject>;
    const statusKey = [String(status), `${String(status)[0]}XX`, 'default'].find((key) => key in responses);
    if (!statusKey) return violation(`status ${status} is not documented (documented: ${Object.keys(responses).join(', ')})`);
    const escapedPath = path.replaceAll('~', '~0').replaceAll('/', '~1');
    let pointer = `/paths/${escapedPath}/${method.toLowerCase()}/responses/${statusKey}`;
    let response = responses[statusKey]!;
    if (response.$ref) {
      pointer = response.$ref.slice(1);
      response = resolve(this.document, response.$ref) as ResponseObject;
    }
    for (const [name, header] of Object.entries(response.headers ?? {})) {
      if (header.required && headers[name.toLowerCase()] === undefined) violation(`the required header ${name} is missing`);
    }
    const body = payload ?? '';
    if (head) return;
    if (!response.content) {
      if (body.length > 0) violation('the document says no body, the answer has one');
      return;
    }
    const contentType = String(headers['content-type'] ?? '')
      .split(';')[0]!
      .trim();
    const media = response.content[contentType];
    if (!media) return violation(`content type "${contentType}" is not documented (documented: ${Object.keys(response.content).join(', ')})`);
    if (contentType !== 'application/json') return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return violation('the body is not JSON');
    }
    const validate = this.validatorFor(`${pointer}/content/${contentType.replace('/', '~1')}/schema`);
    if (!validate(parsed)) {
      for (const error of (validate.errors ?? []).slice(0, 5)) violation(`body${error.instancePath} ${error.message ?? ''} ${JSON.stringify(error.params)}`);
    }
  }

  /** The violations, one line each, for a failing suite's message. */
  report(): string {
    const counts = new Map<string, number>();
    for (const v of this.violations) {
      const line = `${v.operation} → ${v.status}: ${v.problem}`;
      counts.set(line, (counts.get(line) ?? 0) + 1);
    }
    return [...counts].map(([line, count]) => (count > 1 ? `${line} (×${count})` : line)).join('\n');
  }
}

/**
 * Checks every answer of routes in the document. Answers from routes outside it (the API's
 * not-found catch-all, a path Fastify could not route) are what the document leaves out on
 * purpose; fuzz and access-control suites still hold those to the error shape themselves.
 */
export function installContractCheck(app: FastifyInstance): { checker: () => ContractChecker } {
  let checker: ContractChecker | undefined;
  // The document as a client fetches it (swagger lives inside the API's plugin, not on the root).
  const load = async () => (checker ??= new ContractChecker((await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as Json));
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const routeUrl = request.routeOptions.url;
    const hidden = (request.routeOptions.schema as { hide?: boolean } | undefined)?.hide;
    if (!routeUrl?.startsWith('/api/') || hidden || routeUrl.startsWith('/api/docs')) return payload;
    const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : payload == null ? undefined : null;
    // A stream (a compressed answer) cannot be read here without consuming it; the suites ask uncompressed.
    if (body === null) return payload;
    (await load()).check(request.method, routeUrl, reply.statusCode, reply.getHeaders(), body);
    return payload;
  });
  return {
    checker: () => checker ?? new ContractChecker({ paths: {} }),
  };
}
