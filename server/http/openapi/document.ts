import type { SwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ANY_HOST_PATHS } from '../known-hosts.ts';
import { apiErrorBody, ERROR_ANSWERS, type ErrorStatus, SHARED_ERROR_MARK } from './answers.ts';

/**
 * How the API's OpenAPI document is made: the route schemas say what each operation takes and
 * answers; this file adds what every operation shares, once. A client generated from the document
 * must be able to trust every status, body and security requirement in it (tests hold real answers
 * to it, see server/test/contract.ts).
 */

type Json = Record<string, unknown>;
export type SecurityRequirement = Record<string, string[]>;
type Operation = { requestBody?: Json; parameters?: Json[]; responses: Record<string, Json>; security?: Json[]; [key: string]: unknown };

/** Who may call an operation. A customer session is a bearer token or the `dokan_session` cookie; a staff one is the `dokan_staff` cookie. */
export const access = {
  /** Anyone; a session, if sent, is ignored. */
  public: [] as SecurityRequirement[],
  /** A signed-in customer only: 401 otherwise. */
  customer: [{ bearerAuth: [] }, { sessionCookie: [] }] as SecurityRequirement[],
  /** Anyone; a signed-in customer gets their own answer (their cart merged, their details filled). */
  optional: [{}, { bearerAuth: [] }, { sessionCookie: [] }] as SecurityRequirement[],
  /**
   * A back-office staff session: only the `dokan_staff` cookie, never a customer's token or cookie
   * (a signed-in customer is refused with 403). A role the operation needs and the caller lacks answers 403.
   */
  staff: [{ staffCookie: [] }] as SecurityRequirement[],
  /** Anyone; a staff session, if sent, is acted on (signing out). */
  staffOptional: [{}, { staffCookie: [] }] as SecurityRequirement[],
  /** Steadfast's webhook: the Bearer token set in Steadfast's panel and STEADFAST_WEBHOOK_TOKEN. */
  steadfastWebhook: [{ steadfastWebhookToken: [] }] as SecurityRequirement[],
  /** Pathao's webhook: the secret set in Pathao's panel and PATHAO_WEBHOOK_SECRET. */
  pathaoWebhook: [{ pathaoWebhookSecret: [] }] as SecurityRequirement[],
};

/** How a session is sent; swagger reads these while it builds each operation (see `swaggerOptions`). */
const SECURITY_SCHEMES = {
  bearerAuth: { type: 'http', scheme: 'bearer', description: 'The token that sign-in and registration answer with.' },
  sessionCookie: { type: 'apiKey', in: 'cookie', name: 'dokan_session', description: "The browser's session cookie, set at sign-in." },
  staffCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: 'dokan_staff',
    description: "The back office's session cookie (`__Host-dokan_staff` in production), set by the staff sign-in; separate from the customers' session.",
  },
  steadfastWebhookToken: { type: 'http', scheme: 'bearer', description: 'The token Steadfast sends with its webhook: STEADFAST_WEBHOOK_TOKEN.' },
  pathaoWebhookSecret: {
    type: 'apiKey',
    in: 'header',
    name: 'X-PATHAO-Signature',
    description: 'The webhook secret Pathao sends with each event: PATHAO_WEBHOOK_SECRET.',
  },
} as const;

/** Names an operation's multipart upload, which no JSON schema can describe: `x-upload: {field, accepts}`. */
export const UPLOAD_EXTENSION = 'x-upload';

interface UploadDescription {
  /** The multipart field that carries the file. */
  field: string;
  /** The media types taken, as a client's file picker lists them ("image/jpeg, image/png"). */
  accepts: string;
  /** Up to this many files in the one field (repeated); without it, exactly one file. */
  maxFiles?: number;
  /** The form's text fields besides the file, all optional. */
  fields?: Record<string, { description: string; type: 'string' | 'integer'; repeated?: boolean }>;
  /** The one file may instead be the whole body, sent with its own media type (`accepts` names exactly one). */
  wholeBody?: boolean;
}

// Lets a route schema carry the upload's description: swagger copies `x-` keys onto the operation.
declare module 'fastify' {
  interface FastifySchema {
    [UPLOAD_EXTENSION]?: UploadDescription;
  }
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

const errorResponseName = (status: ErrorStatus) => `Error${status}`;

/** The shared error answers the operations refer to (an unused one would be noise to a client generator). */
function sharedErrorResponses(used: ReadonlySet<string>): Record<string, Json> {
  const body = z.toJSONSchema(apiErrorBody, { target: 'draft-2020-12', io: 'output' });
  delete body.$schema;
  const responses: Record<string, Json> = {};
  for (const [status, description] of Object.entries(ERROR_ANSWERS)) {
    if (!used.has(status)) continue;
    const response: Json = { description, content: { 'application/json': { schema: body } } };
    if (status === '429')
      response.headers = {
        'Retry-After': { description: 'Seconds until the next attempt is allowed.', required: true, schema: { type: 'integer', minimum: 0 } },
      };
    responses[errorResponseName(Number(status) as ErrorStatus)] = response;
  }
  return responses;
}

/** The answers any operation can give whatever its handler does, from the layers in front of it. */
function commonStatuses(path: string, method: string, operation: Operation): ErrorStatus[] {
  const statuses: ErrorStatus[] = [500];
  // Fastify reads a body sent with any write, even to an operation that takes none (400/413/415), and
  // the session layer refuses cookie-carried writes from other sites (403), both before any route runs.
  if (method !== 'get') statuses.push(400, 413, 415, 403);
  // Route schemas validate body, query and path: anything they refuse is a 422 with field messages.
  const validatesInput = Boolean(operation.requestBody) || Boolean(operation[UPLOAD_EXTENSION]) || (operation.parameters?.length ?? 0) > 0;
  if (validatesInput) statuses.push(422);
  // In production the host check refuses a request for a host the shop is not served under, before any route runs.
  if (!ANY_HOST_PATHS.has(path)) statuses.push(421);
  const security = operation.security ?? [];
  const sessionRequired = security.length > 0 && security.every((requirement) => Object.keys(requirement).length > 0);
  if (sessionRequired) statuses.push(401);
  // The back office refuses a signed-in customer, whatever the operation.
  if (sessionRequired && security.some((requirement) => 'staffCookie' in requirement)) statuses.push(403);
  return statuses;
}

/** A placeholder for a status every operation shares, or an error body listed through `answers`. */
function isSharedError(response: Json): boolean {
  const content = response.content as Record<string, { schema?: Json }> | undefined;
  if (!content) return Object.keys(response).length === 0;
  return Object.values(content).every((media) => media.schema?.[SHARED_ERROR_MARK] === true);
}

function finishOperation(path: string, method: string, operation: Operation) {
  const responses = operation.responses;
  for (const status of commonStatuses(path, method, operation)) responses[String(status)] ??= {};
  for (const [status, response] of Object.entries(responses)) {
    if (status in ERROR_ANSWERS && isSharedError(response))
      responses[status] = { $ref: `#/components/responses/${errorResponseName(Number(status) as ErrorStatus)}` };
  }
  for (const [status, response] of Object.entries(responses)) {
    if (/^3\d\d$/.test(status) && status !== '304')
      response.headers ??= { Location: { description: 'Where the client goes next.', required: true, schema: { type: 'string' } } };
  }
  // Every JSON answer carries an ETag; a GET that sends it back in If-None-Match gets a bodiless 304.
  if (method === 'get') responses['304'] ??= { description: 'Not modified since the ETag sent in If-None-Match.' };
  const upload = operation[UPLOAD_EXTENSION] as UploadDescription | undefined;
  if (upload) {
    const file = { type: 'string', contentMediaType: upload.accepts, description: upload.accepts };
    operation.requestBody = {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: [upload.field],
            properties: {
              [upload.field]: upload.maxFiles
                ? { type: 'array', minItems: 1, maxItems: upload.maxFiles, items: file, description: `${upload.accepts}; up to ${upload.maxFiles} files` }
                : file,
              ...Object.fromEntries(
                Object.entries(upload.fields ?? {}).map(([name, field]) => [
                  name,
                  field.repeated
                    ? { type: 'array', items: { type: field.type }, description: field.description }
                    : { type: field.type, description: field.description },
                ]),
              ),
            },
          },
        },
        ...(upload.wholeBody ? { [upload.accepts]: { schema: { type: 'string', description: 'The file itself, as the whole body' } } } : {}),
      },
    };
    delete operation[UPLOAD_EXTENSION];
  }
}

const SCHEMA_REF = '#/components/schemas/';

/**
 * fastify-type-provider-zod writes every registered schema twice, `Name` for answers and
 * `NameInput` for requests. A schema only answers use leaves its input twin unreferenced, which
 * Redocly warns about and a client generator would turn into a type nobody uses; those are dropped.
 */
function withoutUnusedInputSchemas(document: Json, components: Json): Json {
  const schemas = components.schemas as Record<string, unknown> | undefined;
  if (!schemas) return components;
  const used = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith(SCHEMA_REF)) {
        const name = value.slice(SCHEMA_REF.length);
        if (!used.has(name)) {
          used.add(name);
          visit(schemas[name]);
        }
      } else visit(value);
    }
  };
  visit({ ...document, components: { ...components, schemas: undefined } });
  for (const name of Object.keys(schemas)) if (!name.endsWith('Input')) visit({ $ref: `${SCHEMA_REF}${name}` });
  const isUnusedInputTwin = (name: string) => name.endsWith('Input') && name.slice(0, -'Input'.length) in schemas && !used.has(name);
  return { ...components, schemas: Object.fromEntries(Object.entries(schemas).filter(([name]) => !isUnusedInputTwin(name))) };
}

function usedStatuses(paths: Record<string, Record<string, Operation>>): Set<string> {
  return new Set(Object.values(paths).flatMap((pathItem) => HTTP_METHODS.flatMap((method) => Object.keys(pathItem[method]?.responses ?? {}))));
}

function finishDocument(document: Json): Json {
  const paths = (document.paths ?? {}) as Record<string, Record<string, Operation>>;
  for (const [path, pathItem] of Object.entries(paths)) {
    for (const method of HTTP_METHODS) {
      const operation = pathItem[method];
      if (operation) finishOperation(path, method, operation);
    }
  }
  const components = withoutUnusedInputSchemas(document, (document.components ?? {}) as Json);
  return {
    ...document,
    components: {
      ...components,
      responses: { ...(components.responses as Json | undefined), ...sharedErrorResponses(usedStatuses(paths)) },
      securitySchemes: SECURITY_SCHEMES,
    },
  };
}

export function swaggerOptions(publicUrl: string | undefined): SwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Dokan storefront API',
        description:
          'The JSON API the Dokan storefront calls. Every answer is `{success, message, data}`; every error is `{success: false, message, errors?}` with messages per field on 422.',
        version: '1.0.0',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: publicUrl ?? 'http://localhost:3000', description: 'This shop' }],
      // Needed while the paths are built, not only in the finished document: swagger looks up each
      // operation's security scheme to leave its header or cookie out of the parameters.
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: jsonSchemaTransform,
    transformObject: (documentObject) => finishDocument(jsonSchemaTransformObject(documentObject) as Json) as never,
  };
}
