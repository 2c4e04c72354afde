import { type FormEvent, type ReactNode, useState } from 'react';
import { Form } from 'react-router';
import { FormMessage } from '#app/components/admin/AdminCard.tsx';
import { Button } from '#app/components/ui/Button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#app/components/ui/Dialog.tsx';
import type { FieldErrors } from '#app/lib/admin/product-form.ts';
import type { TaxonomyResult } from '#app/lib/admin/taxonomy-form.ts';

interface IntentDialogProps {
  title: string;
  description?: string;
  /** The form's intent, and the row it is about (null: a new one). */
  intent: string;
  id: number | null;
  /** Other hidden fields: the row's `updated_at`, a kind. */
  hidden?: Record<string, string | undefined>;
  /** The browser's own check of the form, with the schema the page's action uses again. */
  check: (form: FormData) => { ok: true } | { ok: false; errors: FieldErrors };
  /** The action's answer to this page's last dialog form. */
  result: TaxonomyResult | undefined;
  busy: boolean;
  submitLabel: string;
  onClose: () => void;
  /** The fields, given the messages to show under each. */
  children: (errors: FieldErrors) => ReactNode;
}

/**
 * The add/edit dialog of a back-office list page: a form that posts `intent` and `id` to the page's
 * action, checked in the browser first; a refusal keeps it open with a message on each field, and
 * one that names no field (or a stale `updated_at`) above them.
 */
export function IntentDialog({ title, description, intent, id, hidden = {}, check, result, busy, submitLabel, onClose, children }: IntentDialogProps) {
  const [checked, setChecked] = useState<FieldErrors>({});
  const mine = result && !result.ok && result.intent === intent && result.id === id ? result : undefined;
  // The browser's check first; once it passes, what the server said about the last send.
  const errors: FieldErrors = Object.keys(checked).length > 0 ? checked : (mine?.errors ?? {});
  const unplaced = mine && Object.keys(mine.errors).length === 0 ? mine.message : (errors.form ?? errors.updated_at);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const outcome = check(new FormData(event.currentTarget));
    if (outcome.ok) setChecked({});
    else {
      event.preventDefault();
      setChecked(outcome.errors);
    }
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent layout="modal" className="sm:max-w-lg" {...(description ? {} : { 'aria-describedby': undefined })}>
        <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
        {description ? <DialogDescription className="mt-1 text-sm text-slate-600">{description}</DialogDescription> : null}
        <Form method="post" preventScrollReset noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
          <input type="hidden" name="intent" value={intent} />
          {id === null ? null : <input type="hidden" name="id" value={id} />}
          {Object.entries(hidden).map(([name, value]) => (value === undefined ? null : <input key={name} type="hidden" name={name} value={value} />))}
          <FormMessage message={unplaced} />
          {children(errors)}
          <div className="flex justify-end gap-2 pt-2">
            <Button variant="neutral" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              {submitLabel}
            </Button>
          </div>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
