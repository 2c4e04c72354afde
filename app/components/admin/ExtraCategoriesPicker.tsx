import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '#app/components/ui/Button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '#app/components/ui/Dialog.tsx';
import { Input, Tick } from '#app/components/ui/Field.tsx';
import { PRODUCT_EDIT_LIMITS } from '#domain/product-edit.ts';

interface Choice {
  id: number;
  /** Indented with "— " per level, as the category select shows the tree. */
  label: string;
}

interface ExtraCategoriesPickerProps {
  choices: Choice[];
  /** The main category: already the product's, so not offered again. */
  mainId: number | null;
  value: number[];
  onChange: (ids: number[]) => void;
  /** Names of chosen categories the choices lack (hidden ones), from the product as loaded. */
  knownNames: Map<number, string>;
  /** The field's message, or the first one about one of its entries. */
  error?: string | undefined;
}

const plainName = (label: string) => label.replace(/^(— )+/, '');

/**
 * The categories a product is also listed under: the chosen ones as removable chips, and a dialog
 * with the category tree as tick boxes (with a filter, as a shop has dozens) to change them.
 */
export function ExtraCategoriesPicker({ choices, mainId, value, onChange, knownNames, error }: ExtraCategoriesPickerProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const nameOf = (categoryId: number) => {
    const choice = choices.find((c) => c.id === categoryId);
    return choice ? plainName(choice.label) : (knownNames.get(categoryId) ?? `Category ${categoryId}`);
  };
  const chosen = value.filter((categoryId) => categoryId !== mainId);
  const full = chosen.length >= PRODUCT_EDIT_LIMITS.extraCategories;
  const term = filter.trim().toLowerCase();
  const shown = choices.filter((choice) => choice.id !== mainId && (term === '' || choice.label.toLowerCase().includes(term)));
  const toggle = (categoryId: number, on: boolean) => onChange(on ? [...chosen, categoryId] : chosen.filter((other) => other !== categoryId));

  return (
    <fieldset aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
      <legend className="mb-1.5 text-sm font-semibold text-slate-800">
        Extra categories <span className="ml-1 font-normal text-slate-600">(optional)</span>
      </legend>
      {chosen.length > 0 ? (
        <ul className="mb-2 flex flex-wrap gap-2">
          {chosen.map((categoryId) => (
            <li
              key={categoryId}
              className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-0.5 pl-3 pr-0.5 text-sm text-slate-800 ring-1 ring-inset ring-slate-200"
            >
              {nameOf(categoryId)}
              <Button variant="quiet" size="icon-sm" aria-label={`Remove ${nameOf(categoryId)}`} onClick={() => toggle(categoryId, false)}>
                <X aria-hidden="true" className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <Button variant="neutral" size="sm" onClick={() => setOpen(true)}>
        {chosen.length > 0 ? 'Change extra categories' : 'Choose extra categories'}
      </Button>
      <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-600">
        The product is also listed under these, besides its main category (at most {PRODUCT_EDIT_LIMITS.extraCategories}). Its page’s breadcrumb shows the main
        one.
      </p>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-rose-700">
          {error}
        </p>
      ) : null}

      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent layout="modal" className="sm:max-w-lg">
          <DialogTitle className="text-lg font-semibold text-slate-900">Extra categories</DialogTitle>
          <DialogDescription className="mt-1 text-sm text-slate-700">
            {chosen.length} of at most {PRODUCT_EDIT_LIMITS.extraCategories} chosen. The main category is not listed.
          </DialogDescription>
          <label htmlFor={`${id}-filter`} className="mt-4 mb-1.5 block text-sm font-semibold text-slate-800">
            Find a category
          </label>
          <Input id={`${id}-filter`} type="search" value={filter} onChange={(e) => setFilter(e.target.value)} autoComplete="off" />
          <fieldset className="mt-3 max-h-[50dvh] overflow-y-auto rounded-lg border border-slate-200">
            <legend className="sr-only">Categories</legend>
            {shown.length === 0 ? <p className="p-3 text-sm text-slate-700">No category matches.</p> : null}
            {shown.map((choice) => {
              const ticked = chosen.includes(choice.id);
              return (
                <label
                  key={choice.id}
                  className="flex min-h-11 cursor-pointer items-center gap-3 border-b border-slate-100 px-3 py-2 text-sm text-slate-800 last:border-b-0 hover:bg-slate-50"
                >
                  <Tick checked={ticked} disabled={!ticked && full} onChange={(e) => toggle(choice.id, e.target.checked)} />
                  <span>{choice.label}</span>
                </label>
              );
            })}
          </fieldset>
          <div className="mt-4 flex justify-end">
            <DialogClose asChild>
              <Button variant="primary">Done</Button>
            </DialogClose>
          </div>
        </DialogContent>
      </Dialog>
    </fieldset>
  );
}
