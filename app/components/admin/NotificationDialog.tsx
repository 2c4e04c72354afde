import { IntentDialog } from '#app/components/admin/IntentDialog.tsx';
import { Field, Input, Select, Textarea } from '#app/components/ui/Field.tsx';
import { notificationFromForm } from '#app/lib/admin/notification-form.ts';
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
  return (
    <IntentDialog
      title={notification ? 'Edit notification' : 'Publish a notification'}
      intent={notification ? 'update' : 'create'}
      id={notification?.id ?? null}
      check={(form) => checkForm(notification ? publicNotificationPatchSchema : publicNotificationCreateSchema, notificationFromForm(form))}
      result={result}
      busy={busy}
      submitLabel={notification ? 'Save' : 'Publish'}
      onClose={onClose}
    >
      {(errors) => (
        <>
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
        </>
      )}
    </IntentDialog>
  );
}
