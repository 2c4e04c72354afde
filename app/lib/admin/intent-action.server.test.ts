import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_ERROR_MESSAGES } from '#domain/messages.ts';
import { HttpError } from '#server/http/errors.ts';
import { intentAction } from './intent-action.server.ts';

// The one router of the back office's list pages: what each kind of post is answered with.

const post = (fields: Record<string, string>) => new Request('http://shop.test/admin/things', { method: 'POST', body: new URLSearchParams(fields) });
const schema = z.object({ name: z.string().min(1, 'Enter a name.') });
const routes = {
  choose: 'Choose a thing.',
  free: { create: async ({ form, check, done }) => done(`“${check(schema, { name: form.get('name') }).name}” added.`) },
  byId: {
    rename: async ({ id, done }) => done(`Thing ${id} renamed.`),
    missing: async () => {
      throw new HttpError(404, 'No thing with this id.');
    },
    clash: async () => {
      throw new HttpError(409, 'Changed meanwhile.', { updated_at: ['Reload it.', 'Second.'] });
    },
    broken: async () => {
      throw new Error('database down');
    },
  },
} satisfies Parameters<typeof intentAction>[1];

/** The answer's body and status, whether or not it came wrapped with a status. */
async function answer(fields: Record<string, string>) {
  const result = await intentAction(post(fields), routes);
  return 'data' in result && 'init' in result ? { body: result.data, status: result.init?.status } : { body: result, status: 200 };
}

describe('intentAction', () => {
  it('runs an intent that needs no row, and one about a row', async () => {
    expect(await answer({ intent: 'create', name: 'Lamp' })).toEqual({ body: { ok: true, notice: '“Lamp” added.', intent: 'create', id: null }, status: 200 });
    expect((await answer({ intent: 'rename', id: '7' })).body).toEqual({ ok: true, notice: 'Thing 7 renamed.', intent: 'rename', id: 7 });
  });

  it('answers a schema refusal with 422 and the first message on each field, for the form that sent it', async () => {
    expect(await answer({ intent: 'create', name: '' })).toEqual({
      body: { ok: false, message: API_ERROR_MESSAGES.validation, errors: { name: 'Enter a name.' }, intent: 'create', id: null },
      status: 422,
    });
  });

  it('refuses a post that names no row, or an intent it does not know', async () => {
    expect(await answer({ intent: 'rename' })).toMatchObject({ body: { ok: false, errors: { form: 'Choose a thing.' } }, status: 422 });
    expect(await answer({ intent: 'rename', id: 'x' })).toMatchObject({ body: { errors: { form: 'Choose a thing.' } }, status: 422 });
    expect(await answer({ intent: 'toString', id: '3' })).toMatchObject({ body: { errors: { form: 'Nothing to do.' } }, status: 422 });
  });

  it('answers a service refusal with its status and messages, and throws any other error on', async () => {
    expect(await answer({ intent: 'missing', id: '3' })).toEqual({
      body: { ok: false, message: 'No thing with this id.', errors: {}, intent: 'missing', id: 3 },
      status: 404,
    });
    expect(await answer({ intent: 'clash', id: '3' })).toMatchObject({ body: { errors: { updated_at: 'Reload it.' } }, status: 409 });
    await expect(intentAction(post({ intent: 'broken', id: '3' }), routes)).rejects.toThrow('database down');
  });
});
