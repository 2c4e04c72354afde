import { type ChangeEvent, type FormEvent, useState } from 'react';
import { FormMessage } from '#app/components/admin/AdminCard.tsx';
import { Button } from '#app/components/ui/Button.tsx';
import { Tick } from '#app/components/ui/Field.tsx';
import { orderPrint as S } from '#app/strings/en/order-print.ts';
import { ORDER_PRINT_MESSAGES, PRINT_BATCH_LIMIT } from '#domain/order-print.ts';

/**
 * Printing a batch from the order queue: each row's tick belongs to one plain GET form that opens
 * the PDF in a new tab, so it works before the page's script has loaded; the script only adds
 * "select all" and stops an empty or oversized batch before it opens a tab with an error in it.
 */

const FORM_ID = 'print-batch';

const ticks = (form: HTMLFormElement | null) =>
  [...(form?.elements ?? [])].filter((element): element is HTMLInputElement => element instanceof HTMLInputElement && element.name === 'numbers');

/** One order's tick, in the table or on a card. */
export function PrintTick({ orderNumber }: { orderNumber: string }) {
  return <Tick form={FORM_ID} name="numbers" value={orderNumber} aria-label={S.select(orderNumber)} />;
}

/** Ticks every order on the page, or none. */
export function PrintTickAll() {
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    for (const tick of ticks(event.currentTarget.form)) tick.checked = event.currentTarget.checked;
  };
  return <Tick form={FORM_ID} aria-label={S.selectPage} onChange={onChange} />;
}

export function PrintBatchBar() {
  const [problem, setProblem] = useState<string>();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const count = new Set(
      ticks(event.currentTarget)
        .filter((tick) => tick.checked)
        .map((tick) => tick.value),
    ).size;
    const refusal = count === 0 ? ORDER_PRINT_MESSAGES.numbersRequired : count > PRINT_BATCH_LIMIT ? ORDER_PRINT_MESSAGES.tooMany : undefined;
    setProblem(refusal);
    if (refusal) event.preventDefault();
  };
  return (
    <form
      id={FORM_ID}
      method="get"
      action="/api/admin/orders/print"
      target="_blank"
      onSubmit={onSubmit}
      aria-label={S.batchLabel}
      className="flex flex-wrap items-center gap-2 rounded-lg border border-slate-200 bg-white p-3"
      rel="noopener"
    >
      <p className="w-full text-sm text-slate-700 sm:w-auto sm:flex-1">{S.batchHint}</p>
      <Button type="submit" name="kind" value="invoice" variant="neutral" size="sm">
        {S.batchInvoices}
      </Button>
      <Button type="submit" name="kind" value="packing-slip" variant="neutral" size="sm">
        {S.batchSlips}
      </Button>
      {problem ? (
        <div className="w-full">
          <FormMessage message={problem} />
        </div>
      ) : null}
    </form>
  );
}
