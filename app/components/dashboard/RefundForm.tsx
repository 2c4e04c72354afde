import { useRef } from 'react';
import { Form } from 'react-router';
import { FormAlert } from '#app/components/account/FormAlert.tsx';
import { SubmitButton } from '#app/components/account/SubmitButton.tsx';
import { useFocusFirstError } from '#app/components/account/use-focus-first-error.ts';
import { Field, Select, Textarea, Tick } from '#app/components/ui/Field.tsx';
import { buttonClassName } from '#app/components/ui/Button.tsx';
import type { RefundActionResult } from '#app/lib/dashboard/refund-form.ts';
import { fill } from '#app/strings/index.ts';
import { dashboardStrings } from '#app/strings/dashboard.ts';

const copy = dashboardStrings.orderDetail.refundForm;

interface RefundFormProps {
  items: { id: number; name: string; left: number }[];
  result: RefundActionResult | undefined;
}

/**
 * Items to return (each with how many) and the reason, folded away until asked for. A plain form,
 * so it also works before scripts load; an error keeps it open with what was typed.
 */
export function RefundForm({ items, result }: RefundFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const failure = result && !result.ok ? result : null;
  useFocusFirstError(formRef, failure);
  const errors = failure?.fieldErrors ?? {};
  const notice = result?.ok ? <FormAlert kind="notice" message={result.message} /> : null;
  if (items.length === 0) {
    return (
      <div className="mt-3 space-y-2">
        {notice}
        <p className="text-sm text-slate-600">{copy.nothingLeft}</p>
      </div>
    );
  }
  return (
    <>
      {notice}
      <details open={failure !== null} className="group mt-3">
        <summary className={buttonClassName({ variant: 'secondary', className: 'cursor-pointer list-none' })}>{copy.open}</summary>
        <Form ref={formRef} method="post" noValidate className="mt-4 space-y-4">
          <input type="hidden" name="intent" value="refund" />
          <p className="text-sm text-slate-600">{copy.lead}</p>
          <FormAlert kind="error" message={failure?.message} />
          <fieldset
            aria-invalid={errors.items ? true : undefined}
            aria-describedby={errors.items ? 'refund-items-error' : undefined}
            tabIndex={errors.items ? -1 : undefined}
          >
            <legend className="mb-2 text-sm font-semibold text-slate-800">{copy.items}</legend>
            <ul className="space-y-2">
              {items.map((item) => (
                <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 p-3">
                  <label className="flex min-w-0 items-center gap-2 text-sm text-slate-800">
                    <Tick name="item" value={item.id} />
                    <span className="min-w-0">{item.name}</span>
                  </label>
                  {item.left > 1 ? (
                    <Select compact name={`quantity_${item.id}`} aria-label={fill(copy.quantityOf, { name: item.name })} defaultValue={item.left}>
                      {Array.from({ length: item.left }, (_, index) => index + 1).map((count) => (
                        <option key={count} value={count}>
                          {count}
                        </option>
                      ))}
                    </Select>
                  ) : (
                    <input type="hidden" name={`quantity_${item.id}`} value="1" />
                  )}
                </li>
              ))}
            </ul>
            {errors.items ? (
              <p id="refund-items-error" className="mt-1.5 text-sm font-medium text-rose-700">
                {errors.items}
              </p>
            ) : null}
          </fieldset>
          <Field label={copy.reason} hint={copy.reasonHint} error={errors.reason}>
            {(control) => <Textarea {...control} name="reason" rows={3} maxLength={1000} required />}
          </Field>
          <div className="max-w-xs">
            <SubmitButton label={copy.submit} pendingLabel={copy.sending} intent="refund" />
          </div>
        </Form>
      </details>
    </>
  );
}
