import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import { strings } from '#app/strings/index.ts';
import { Button } from '#app/components/ui/Button.tsx';

/** Quantity minimum 1; the minus button floors at 1 rather than disabling. */
export const MIN_QUANTITY = 1;
const MAX_QUANTITY = 99;

const clamp = (n: number) => Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.floor(n)));

export function QuantityControl({ value, onChange }: { value: number; onChange: (quantity: number) => void }) {
  const copy = strings.product.quantity;
  const id = useId();
  return (
    <div className="flex items-center gap-3">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {copy.label}
      </label>
      <div className="inline-flex items-center rounded-md border border-slate-300">
        <Button variant="quiet" size="joined" aria-label={copy.decrease} className="rounded-l-md" onClick={() => onChange(clamp(value - 1))}>
          <Minus aria-hidden="true" className="size-4" />
        </Button>
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
        <Button variant="quiet" size="joined" aria-label={copy.increase} className="rounded-r-md" onClick={() => onChange(clamp(value + 1))}>
          <Plus aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </div>
  );
}
