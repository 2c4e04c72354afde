import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp } from '#server/test/databases.ts';

// The document a mobile app or partner generates its client from. Each operation must say who may
// call it, what it answers (every status, with a body schema) and be named; Redocly's recommended
// rules must find nothing wrong. That the answers really look like this is held by every API
// suite (server/test/contract.ts).

type Json = Record<string, unknown>;
type Operation = { operationId?: string; summary?: string; security?: Json[]; responses: Record<string, Json> };

describe('the API document', () => {
  let shop: Awaited<ReturnType<typeof openTestApp>>;
  let document: { paths: Record<string, Record<string, Operation>>; components: Json };
  let source: string;

  beforeAll(async () => {
    // A real shop's address: the document's server is the shop itself, never localhost.
    shop = await openTestApp('pglite', { env: { PUBLIC_URL: 'https://shop.dokan.test' } });
    const answer = await shop.app.inject({ method: 'GET', url: '/api/docs/json' });
    source = answer.body;
    document = answer.json();
  });
  afterAll(() => shop?.close());

  const operations = () =>
    Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation })),
    );

  it('passes Redocly’s recommended rules with no errors', async () => {
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config: await createConfig({ extends: ['recommended'] }) });
    const lines = problems.map((problem) => `${problem.severity} ${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer ?? ''}`);
    // Warnings allowed, as true of the API: an operation that cannot fail a caller has no 4XX to
    // document, and the payment gateways' returns only ever redirect (303, no 2XX).
    const redirectOnly = (line: string) =>
      line.startsWith('warn operation-2xx-response') &&
      /~1payments~1(sslcommerz~1(success|fail|cancel)|test~1complete|bkash~1callback|nagad~1callback)\//.test(line);
    const allowed = lines.filter((line) => line.startsWith('warn operation-4xx-response') || redirectOnly(line));
    expect(lines.filter((line) => !allowed.includes(line))).toEqual([]);
    console.info(`Redocly recommended: ${problems.length} problems, 0 errors; warnings: ${allowed.join('; ') || 'none'}`);
  });

  it('names every operation and says who may call it', () => {
    const unnamed = operations().filter(({ operation }) => !operation.operationId || !operation.summary || !operation.security);
    expect(unnamed.map(({ name }) => name)).toEqual([]);
  });

  it('documents a body or its absence for every success, with a description of its own', () => {
    const vague: string[] = [];
    for (const { name, operation } of operations()) {
      const successes = Object.entries(operation.responses).filter(([status]) => /^[23]/.test(status) && status !== '304');
      if (successes.length === 0) vague.push(`${name}: no success documented`);
      for (const [status, response] of successes) {
        if (response.description === 'Default Response') vague.push(`${name} ${status}: no description`);
      }
    }
    expect(vague).toEqual([]);
  });

  it('documents 401 on every operation that needs a session', () => {
    // Public ones may answer 401 too (refused credentials at sign-in), but never for want of a session.
    const wrong = operations().filter(({ operation }) => {
      const needsSession = (operation.security ?? []).length > 0 && !(operation.security ?? []).some((requirement) => Object.keys(requirement).length === 0);
      return needsSession && !('401' in operation.responses);
    });
    expect(wrong.map(({ name }) => name)).toEqual([]);
  });

  it('leaves out the catch-all that answers unknown API paths', () => {
    expect(Object.keys(document.paths).filter((path) => path.includes('*'))).toEqual([]);
  });
});
