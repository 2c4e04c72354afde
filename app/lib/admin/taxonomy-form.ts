import type { z } from 'zod';
import type { FieldErrors } from '#app/lib/admin/product-form.ts';

/**
 * The category and brand forms of the back office, read the same way in the browser (to show a
 * mistake before sending) and in the page's action (which checks again with the same schema).
 */

/** What a category or brand page's action answers: a notice, or a refusal with its field messages, for the form that sent it. */
export type TaxonomyResult =
  | { ok: true; notice: string; intent: string; id: number | null }
  | { ok: false; message: string; errors: FieldErrors; intent: string; id: number | null };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/** An id field: empty is none; anything not a number is passed on for the schema to refuse. */
const optionalId = (form: FormData, name: string): number | null | string => {
  const value = text(form, name);
  if (value === '') return null;
  return /^\d+$/.test(value) ? Number(value) : value;
};

/** The category form's fields as the API takes them; a checkbox left unticked is false. */
export function categoryFromForm(form: FormData) {
  const icon = text(form, 'icon');
  return {
    name: text(form, 'name'),
    slug: text(form, 'slug'),
    icon: icon === '' ? null : icon,
    parent_id: optionalId(form, 'parent_id'),
    active: form.get('active') === 'on',
    is_featured: form.get('is_featured') === 'on',
  };
}

export function brandFromForm(form: FormData) {
  return { name: text(form, 'name'), slug: text(form, 'slug'), active: form.get('active') === 'on', is_featured: form.get('is_featured') === 'on' };
}

/** Where a reorder puts a row: under `parent_id` (categories only) at `position`. */
export function placeFromForm(form: FormData) {
  return { parent_id: optionalId(form, 'parent_id'), position: Number(text(form, 'position')) };
}

export function idFromForm(form: FormData): number | null {
  const id = Number(text(form, 'id'));
  return Number.isInteger(id) && id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** The schema's first message on each field, or the parsed values. */
export function checkForm<S extends z.ZodType>(schema: S, values: unknown): { ok: true; data: z.output<S> } | { ok: false; errors: FieldErrors } {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join('.') || 'form';
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
