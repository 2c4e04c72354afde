import { type FormEvent, useState } from 'react';
import { Form } from 'react-router';
import { FormMessage } from '#app/components/admin/AdminCard.tsx';
import { Button } from '#app/components/ui/Button.tsx';
import { Dialog, DialogContent, DialogTitle } from '#app/components/ui/Dialog.tsx';
import { Field, Input, Select, Textarea } from '#app/components/ui/Field.tsx';
import { notificationFromForm } from '#app/lib/admin/notification-form.ts';
import type { FieldErrors } from '#app/lib/admin/product-form.ts';
import { checkForm, type TaxonomyResult } from '#app/lib/admin/taxonomy-form.ts';
import {
  PUBLIC_NOTIFICATION_TYPE_LABELS,
  PUBLIC_NOTIFICATION_TYPES,
  publicNotificationCreateSchema,
  publicNotificationPatchSchema,
} from '#domain/public-notification-edit.ts';
import type { AdminPublicNotification } from '#server/modules/admin-content/notifications.ts';

interface NotificationDialogProps {
  /** The notification to change, or null to publish one. */
  notification: AdminPublicNotification | null;
  result: TaxonomyResult | undefined;
  busy: boolean;
  onClose: () => void;
}

/** Publishes a notification every shopper sees, or changes one: kind, title, message and link. */
export function NotificationDialog({ notification, result, busy, onClose }: NotificationDialogProps) {
  const [checked, setChecked] = useState<FieldErrors>({});
  const mine =
    result && !result.ok && (notification ? result.intent === 'update' && result.id === notification.id : result.intent === 'create') ? result : undefined;
  const errors: FieldErrors = Object.keys(checked).length > 0 ? checked : (mine?.errors ?? {});
  const unplaced = mine && Object.keys(mine.errors).length === 0 ? mine.message : errors.form;

  function check(event: FormEvent<HTMLFormElement>) {
    const values = notificationFromForm(new FormData(event.currentTarget));
    const outcome = checkForm(notification ? publicNotificationPatchSchema : publicNotificationCreateSchema, values);
    if (outcome.ok) setChecked({});
    else {
      event.preventDefault();
      setChecked(outcome.errors);
    }
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent layout="modal" className="sm:max-w-lg" aria-describedby={undefined}>
        <DialogTitle className="text-lg font-semibold text-slate-900">{notification ? 'Edit notification' : 'Publish a notification'}</DialogTitle>
        <Form method="post" preventScrollReset noValidate onSubmit={check} className="mt-4 space-y-4">
          <input type="hidden" name="intent" value={notification ? 'update' : 'create'} />
          {notification ? <input type="hidden" name="id" value={notification.id} /> : null}
          <FormMessage message={unplaced} />
          <Field label="Kind" hint="Chooses the icon shoppers see." error={errors.type}>
            {(control) => (
              <Select {...control} name="type" defaultValue={notification?.type ?? 'other'}>
                {PUBLIC_NOTIFICATION_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {PUBLIC_NOTIFICATION_TYPE_LABELS[type]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Title" error={errors.title}>
            {(control) => <Input {...control} name="title" defaultValue={notification?.title} autoComplete="off" required />}
          </Field>
          <Field label="Message" error={errors.message}>
            {(control) => <Textarea {...control} name="message" rows={3} defaultValue={notification?.message} required />}
          </Field>
          <Field label="Link" optional="(optional)" hint="A page of this shop it opens, like /shop/laptops." error={errors.link}>
            {(control) => <Input {...control} name="link" defaultValue={notification?.link ?? ''} autoComplete="off" />}
          </Field>
          <div className="flex justify-end gap-2 pt-2">
            <Button variant="neutral" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              {notification ? 'Save' : 'Publish'}
            </Button>
          </div>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
