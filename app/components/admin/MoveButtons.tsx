import { ArrowDown, ArrowUp } from 'lucide-react';
import { Form } from 'react-router';
import { Button } from '#app/components/ui/Button.tsx';

interface MoveButtonsProps {
  /** What names the row, in the buttons' labels. */
  label: string;
  /** The form's fields besides the new place: intent, id, and what else the page's action needs. */
  fields: Record<string, string | number>;
  /** The field that carries the new place (0 first). */
  placeField?: string;
  index: number;
  count: number;
  busy: boolean;
}

/** Up and down arrows that move a row one place among its siblings: plain forms, so they work without JavaScript too. */
export function MoveButtons({ label, fields, placeField = 'position', index, count, busy }: MoveButtonsProps) {
  const step = (to: number, disabled: boolean, direction: 'up' | 'down') => (
    <Form method="post" preventScrollReset>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name={placeField} value={to} />
      <Button type="submit" variant="quiet" size="icon" disabled={disabled || busy} aria-label={`Move ${label} ${direction}`}>
        {direction === 'up' ? <ArrowUp aria-hidden="true" className="size-4" /> : <ArrowDown aria-hidden="true" className="size-4" />}
      </Button>
    </Form>
  );
  return (
    <>
      {step(index - 1, index === 0, 'up')}
      {step(index + 1, index === count - 1, 'down')}
    </>
  );
}
