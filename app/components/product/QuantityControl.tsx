import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import { strings } from '#app/strings/index.ts';

/** Quantity minimum 1; the minus button floors at 1 rather than disabling. */
export const MIN_QUANTITY = 1;
const MAX_QUANTITY = 99;

const clamp = (n: number) => Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.floor(n)));

export function QuantityControl({ value, onChange }: { value: number; onChange: (quantity: number) => void }) {
  const copy = strings.product.quantity;
  const id = useId();
  const button = 'grid size-10 place-items-center text-slate-700 hover:bg-slate-100';
  return (
    <div className="flex items-center gap-3">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {copy.label}
      </label>
      <div className="inline-flex items-center overflow-hidden rounded-md border border-slate-300">
        <button type="button" aria-label={copy.decrease} className={button} onClick={() => onChange(clamp(value - 1))}>
          <Minus aria-hidden="true" className="size-4" />
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={MIN_QUANTITY}
          max={MAX_QUANTITY}
          value={value}
          onChange={(event) => {
            const n = Number(event.target.value);
            if (event.target.value !== '' && Number.isFinite(n)) onChange(clamp(n));
          }}
          className="h-10 w-14 border-x border-slate-300 text-center text-base [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
        />
        <button type="button" aria-label={copy.increase} className={button} onClick={() => onChange(clamp(value + 1))}>
          <Plus aria-hidden="true" className="size-4" />
        </button>
      </div>
    </div>
  );
}
