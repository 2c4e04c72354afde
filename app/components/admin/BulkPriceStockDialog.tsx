import { useEffect, useRef, useState } from 'react';
import { useFetcher, useRevalidator } from 'react-router';
import { FormMessage } from '#app/components/admin/AdminCard.tsx';
import { Button } from '#app/components/ui/Button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#app/components/ui/Dialog.tsx';
import { Field, Input } from '#app/components/ui/Field.tsx';

/** A product of the list as the bulk edit changes it. */
export interface BulkEditRow {
  id: number;
  name: string;
  sku: string;
  version: number;
  retail_price: number;
  sale_price: number | null;
  stock: { quantity: number; reserved: number };
}

/** What the list's action answers a bulk edit: field messages under `items.<index>.<field>`. */
export type BulkEditResult = { ok: true; notice: string } | { ok: false; message: string; errors?: Record<string, string> };

type Draft = { retail_price: string; sale_price: string; stock: string };

const draftOf = (row: BulkEditRow): Draft => ({
  retail_price: String(row.retail_price),
  sale_price: row.sale_price === null ? '' : String(row.sale_price),
  stock: String(row.stock.quantity),
});

/** Whole numbers as numbers; anything else goes as typed, for the server to refuse in the form's words. */
const wholeOrText = (value: string) => (/^\d{1,12}$/.test(value.trim()) ? Number(value.trim()) : value);

interface BulkPriceStockDialogProps {
  rows: BulkEditRow[];
  open: boolean;
  onClose: () => void;
  onSaved: (notice: string) => void;
}

/**
 * Prices and stock of the chosen products, edited together and saved in one request: all or
 * nothing, with each refusal shown on its product's field.
 */
export function BulkPriceStockDialog({ rows, open, onClose, onSaved }: BulkPriceStockDialogProps) {
  const fetcher = useFetcher<BulkEditResult>();
  const revalidator = useRevalidator();
  const [drafts, setDrafts] = useState<Record<number, Draft>>({});
  const busy = fetcher.state !== 'idle';
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;

  // Fields not typed in show the list's values, fresh after a reload; a closed dialog forgets what was typed.
  useEffect(() => {
    if (!open) setDrafts({});
  }, [open]);

  // Each answer is told once, however often the parent renders.
  const told = useRef<BulkEditResult | undefined>(undefined);
  useEffect(() => {
    if (result?.ok && told.current !== result) {
      told.current = result;
      onSaved(result.notice);
    }
  }, [result, onSaved]);

  const draft = (row: BulkEditRow) => drafts[row.id] ?? draftOf(row);
  const set = (row: BulkEditRow, field: keyof Draft, value: string) => setDrafts((current) => ({ ...current, [row.id]: { ...draft(row), [field]: value } }));
  const errors = result && !result.ok ? (result.errors ?? {}) : {};

  const save = () => {
    const items = rows.map((row) => {
      const typed = draft(row);
      return {
        id: row.id,
        version: row.version,
        retail_price: wholeOrText(typed.retail_price),
        sale_price: typed.sale_price.trim() === '' ? null : wholeOrText(typed.sale_price),
        stock: wholeOrText(typed.stock),
      };
    });
    fetcher.submit({ intent: 'bulk', items: JSON.stringify(items) }, { method: 'post' });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent layout="modal" className="sm:max-w-2xl">
        <DialogTitle className="text-lg font-semibold text-slate-900">Edit price and stock</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-slate-700">
          {rows.length} {rows.length === 1 ? 'product' : 'products'}, saved together: if one is wrong, none is saved. Prices are whole taka; an empty sale price
          means none.
        </DialogDescription>
        <form
          className="mt-4 space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          {result && !result.ok ? (
            <div className="space-y-2">
              <FormMessage message={result.message} />
              {Object.keys(errors).length === 0 ? (
                <Button variant="neutral" size="sm" onClick={() => revalidator.revalidate()} loading={revalidator.state !== 'idle'}>
                  Reload the list
                </Button>
              ) : null}
            </div>
          ) : null}
          <ul className="max-h-[60dvh] space-y-3 overflow-y-auto">
            {rows.map((row, index) => {
              const typed = draft(row);
              const error = (field: string) => errors[`items.${index}.${field}`];
              return (
                <li key={row.id} className="rounded-lg border border-slate-200 p-3">
                  <fieldset>
                    <legend className="text-sm font-semibold text-slate-900">
                      {row.name} <span className="font-mono text-xs font-normal text-slate-600">{row.sku}</span>
                    </legend>
                    {error('id') ? <p className="mt-1 text-sm font-medium text-rose-700">{error('id')}</p> : null}
                    <div className="mt-2 grid gap-3 sm:grid-cols-3">
                      <Field label="Retail price ৳" error={error('retail_price')}>
                        {(control) => (
                          <Input
                            {...control}
                            inputMode="numeric"
                            value={typed.retail_price}
                            onChange={(event) => set(row, 'retail_price', event.target.value)}
                          />
                        )}
                      </Field>
                      <Field label="Sale price ৳" optional="(optional)" error={error('sale_price')}>
                        {(control) => (
                          <Input {...control} inputMode="numeric" value={typed.sale_price} onChange={(event) => set(row, 'sale_price', event.target.value)} />
                        )}
                      </Field>
                      <Field label="Stock" hint={row.stock.reserved > 0 ? `${row.stock.reserved} held by orders` : undefined} error={error('stock')}>
                        {(control) => (
                          <Input {...control} inputMode="numeric" value={typed.stock} onChange={(event) => set(row, 'stock', event.target.value)} />
                        )}
                      </Field>
                    </div>
                  </fieldset>
                </li>
              );
            })}
          </ul>
          <div className="flex justify-end gap-2">
            <Button variant="neutral" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Save {rows.length} {rows.length === 1 ? 'product' : 'products'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
