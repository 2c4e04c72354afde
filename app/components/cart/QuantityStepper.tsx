import { Minus, Plus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { MAX_LINE_QUANTITY } from '#domain/stock.ts';
import { onlyLeftInStock } from '#domain/messages.ts';
import { fill } from '#app/strings/index.ts';
import { cartStrings } from '#app/strings/cart.ts';
import { Button } from '#app/components/ui/Button.tsx';

const copy = cartStrings.cart;

interface QuantityStepperProps {
  name: string;
  quantity: number;
  /** Units the shop can sell now, from the server; null while unknown. */
  available: number | null;
  onChange: (quantity: number) => void;
}

/** The most one line may hold, and the message shown when the shopper asks for more. */
function ceiling(available: number | null): { most: number; message: string } {
  if (available !== null && available < MAX_LINE_QUANTITY) return { most: Math.max(1, available), message: onlyLeftInStock(available) };
  return { most: MAX_LINE_QUANTITY, message: fill(copy.maxPerOrder, { count: MAX_LINE_QUANTITY }) };
}

/** − quantity +, at least 1 and at most the stock; asking for more keeps the most and says why. */
export function QuantityStepper({ name, quantity, available, onChange }: QuantityStepperProps) {
  const [typed, setTyped] = useState(String(quantity));
  const [capped, setCapped] = useState<string | null>(null);
  const messageId = useId();
  useEffect(() => setTyped(String(quantity)), [quantity]);
  const { most, message } = ceiling(available);

  const ask = (wanted: number) => {
    const whole = Number.isFinite(wanted) ? Math.floor(wanted) : quantity;
    const next = Math.min(Math.max(1, whole), most);
    setCapped(whole > most ? message : null);
    setTyped(String(next));
    if (next !== quantity) onChange(next);
  };

  return (
    <div>
      <div className="inline-flex items-center rounded-md border border-slate-300 bg-white">
        <Button
          variant="quiet"
          size="joined"
          className="rounded-l-md"
          aria-label={fill(copy.decrease, { name })}
          disabled={quantity <= 1}
          onClick={() => ask(quantity - 1)}
        >
          <Minus aria-hidden="true" className="size-4" />
        </Button>
        <input
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          aria-label={fill(copy.quantity, { name })}
          aria-describedby={capped ? messageId : undefined}
          value={typed}
          onChange={(event) => setTyped(event.target.value.replace(/\D/g, '').slice(0, 3))}
          onBlur={() => ask(Number(typed || quantity))}
          onKeyDown={(event) => {
            if (event.key === 'Enter') ask(Number(typed || quantity));
          }}
          className="h-10 w-11 border-x border-slate-300 text-center text-sm font-medium text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        />
        {/* Stays pressable at the ceiling so the shopper learns why there is no more. */}
        <Button variant="quiet" size="joined" className="rounded-r-md" aria-label={fill(copy.increase, { name })} onClick={() => ask(quantity + 1)}>
          <Plus aria-hidden="true" className="size-4" />
        </Button>
      </div>
      <p id={messageId} role="status" className="mt-1 min-h-0 text-xs font-medium text-amber-800">
        {capped}
      </p>
    </div>
  );
}
