import fastifySwagger from '@fastify/swagger';
import Fastify from 'fastify';
import { type FastifyPluginAsyncZod, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answers, envelope } from '#server/http/openapi/answers.ts';
import { access, swaggerOptions } from '#server/http/openapi/document.ts';
import { serializeAsIs } from '#server/http/openapi/serializer.ts';
import { installContractCheck } from './contract.ts';

// The contract check must catch each way an answer can drift from the document; otherwise every
// suite that relies on it proves nothing.

const item = z.object({ id: z.number().int(), name: z.string() });

const routes: FastifyPluginAsyncZod = async (api) => {
  await api.register(fastifySwagger, swaggerOptions('https://shop.dokan.test'));
  api.get('/docs/json', { schema: { hide: true } }, async () => api.swagger());
  const schema = { operationId: 'getItem', summary: 'An item', security: access.public, response: answers({ 200: envelope(item, 'The item') }, [404]) };
  api.get('/right', { schema }, async () => ({ success: true as const, message: 'OK', data: { id: 1, name: 'Fan' } }));
  // Each answer below disagrees with the same document in one way; the casts stand for a handler gone wrong.
  api.get(
    '/extra-field',
    { schema: { ...schema, operationId: 'extraField' } },
    async () => ({ success: true, message: 'OK', data: { id: 1, name: 'Fan', secret: 'x' } }) as never,
  );
  api.get(
    '/wrong-type',
    { schema: { ...schema, operationId: 'wrongType' } },
    async () => ({ success: true, message: 'OK', data: { id: '1', name: 'Fan' } }) as never,
  );
  api.get('/undocumented-status', { schema: { ...schema, operationId: 'undocumentedStatus' } }, async (_request, reply) =>
    // The code is not one the schema allows: exactly the drift this route stands for.
    reply.code(409 as 404).send({ success: false, message: 'No' }),
  );
  api.get(
    '/missing-retry-after',
    { schema: { ...schema, operationId: 'missingRetryAfter', response: answers({ 200: envelope(item, 'The item') }, [429]) } },
    async (_request, reply) => reply.code(429).send({ success: false, message: 'Slow down' } as never),
  );
  api.get('/undocumented', async () => ({ hello: 'world' }));
};

async function checkedApp() {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializeAsIs);
  await app.register(routes, { prefix: '/api' });
  const contract = installContractCheck(app);
  await app.ready();
  return { app, contract };
}

describe('the contract check', () => {
  it('passes an answer the document describes, and reports each kind of drift', async () => {
    const { app, contract } = await checkedApp();
    for (const url of ['/api/right', '/api/extra-field', '/api/wrong-type', '/api/undocumented-status', '/api/missing-retry-after', '/api/undocumented']) {
      await app.inject({ method: 'GET', url });
    }
    const problems = contract.checker().violations.map((violation) => `${violation.operation} ${violation.status}: ${violation.problem}`);
    await app.close();
    expect(problems.filter((problem) => problem.includes('/api/right'))).toEqual([]);
    expect(problems.some((problem) => problem.startsWith('GET /api/extra-field 200') && problem.includes('additionalProperty'))).toBe(true);
    expect(problems.some((problem) => problem.startsWith('GET /api/wrong-type 200') && problem.includes('must be integer'))).toBe(true);
    expect(problems.some((problem) => problem.startsWith('GET /api/undocumented-status 409: status 409 is not documented'))).toBe(true);
    expect(problems).toContain('GET /api/missing-retry-after 429: the required header Retry-After is missing');
    // A route with no schema at all is listed with a bodiless 200, so its JSON is drift too.
    expect(problems).toContain('GET /api/undocumented 200: the document says no body, the answer has one');
  });
});
