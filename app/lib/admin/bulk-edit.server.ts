import { firstMessages, type FieldErrors } from '#app/lib/admin/product-form.ts';
import { zodFieldErrors } from '#server/http/field-errors.ts';
import { BULK_EDIT_MESSAGES, type BulkPriceStockEdit, bulkPriceStockBody } from '#server/modules/admin-product-csv/bulk-edit.ts';

/** The list's bulk price and stock edit as its dialog sends it (JSON in one field), checked by the API's own schema. */
export function bulkEditFromForm(items: string): { ok: true; edit: BulkPriceStockEdit } | { ok: false; message: string; errors: FieldErrors } {
  let parsedJson: unknown = null;
  try {
    parsedJson = JSON.parse(items);
  } catch {
    // Left null: the schema refuses it with its own message.
  }
  const parsed = bulkPriceStockBody.safeParse({ items: parsedJson });
  return parsed.success
    ? { ok: true, edit: parsed.data }
    : { ok: false, message: BULK_EDIT_MESSAGES.refused, errors: firstMessages(zodFieldErrors(parsed.error.issues)) };
}
