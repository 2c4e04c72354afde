import { servicesContext } from '#app/context.ts';
import { ConfirmDialog } from '#app/components/admin/ConfirmDialog.tsx';
import { IntentNotice } from '#app/components/admin/IntentNotice.tsx';
import { NotificationDialog } from '#app/components/admin/NotificationDialog.tsx';
import { Badge } from '#app/components/ui/Badge.tsx';
import { Button } from '#app/components/ui/Button.tsx';
import { Table, tableCell } from '#app/components/ui/Table.tsx';
import { adminMeta } from '#app/lib/admin/meta.ts';
import { notificationFromForm } from '#app/lib/admin/notification-form.ts';
import { requireStaffPage } from '#app/lib/admin/staff-session.server.ts';
import { intentAction } from '#app/lib/admin/intent-action.server.ts';
import { useIntentPage } from '#app/lib/admin/intent-page.ts';
import { formatDateTime } from '#domain/dates.ts';
import { PUBLIC_NOTIFICATION_TYPE_LABELS, publicNotificationCreateSchema, publicNotificationPatchSchema } from '#domain/public-notification-edit.ts';
import type { AdminPublicNotification } from '#server/modules/admin-content/notifications.ts';
import type { Route } from './+types/admin.notifications';

async function contentStaff(services: Parameters<typeof requireStaffPage>[0], request: Request) {
  const { staff } = await requireStaffPage(services, request, 'content');
  return { staffId: staff.id, name: staff.name };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await contentStaff(services, request);
  return { notifications: await services.adminNotifications.list() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const actor = await contentStaff(services, request);
  const notifications = services.adminNotifications;
  return intentAction(request, {
    free: {
      create: async ({ form, check, done }) => {
        const created = await notifications.create(check(publicNotificationCreateSchema, notificationFromForm(form)), actor);
        return done(`“${created.title}” published: shoppers see it now.`);
      },
    },
    choose: 'Choose a notification.',
    byId: {
      update: async ({ form, id, check, done }) =>
        done(`“${(await notifications.update(id, check(publicNotificationPatchSchema, notificationFromForm(form)), actor)).title}” saved.`),
      delete: async ({ id, done }) => {
        await notifications.remove(id, actor);
        return done('Notification deleted.');
      },
    },
  });
}

export const meta: Route.MetaFunction = () => adminMeta('Notifications');

type Open = { kind: 'edit'; notification: AdminPublicNotification | null } | { kind: 'delete'; notification: AdminPublicNotification };

/** The notifications every shopper sees under the bell, newest first. */
export default function AdminNotifications({ loaderData, actionData }: Route.ComponentProps) {
  const { notifications } = loaderData;
  const { open, setOpen, close, busy, formResult, pageMessage, post } = useIntentPage<Open>(actionData);
  return (
    <main className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">Notifications</h1>
          <p className="mt-1 text-sm text-slate-700">What every shopper sees under the bell, newest first. A change shows in the shop at once.</p>
        </div>
        <Button onClick={() => setOpen({ kind: 'edit', notification: null })}>Publish notification</Button>
      </div>
      <IntentNotice result={pageMessage} />
      {notifications.length > 0 ? (
        <Table
          caption="Public notifications"
          minWidthClassName="min-w-[44rem]"
          head={['Notification', 'Kind', 'Link', 'Published', 'Actions'].map((title) => (
            <th key={title} scope="col" className={tableCell.columnHeader}>
              {title}
            </th>
          ))}
        >
          {notifications.map((notification) => (
            <tr key={notification.id} className="align-top">
              <th scope="row" className={tableCell.rowHeader}>
                {notification.title}
                <span className="block max-w-md text-xs font-normal text-slate-600">{notification.message}</span>
              </th>
              <td className={tableCell.data}>
                <Badge tone={notification.type === 'alert' ? 'warning' : 'info'}>
                  {notification.type === 'alert' || notification.type === 'other' ? PUBLIC_NOTIFICATION_TYPE_LABELS[notification.type] : notification.type}
                </Badge>
              </td>
              <td className={`${tableCell.data} break-all`}>{notification.link ?? '—'}</td>
              <td className={tableCell.data}>
                <time dateTime={notification.created_at}>{formatDateTime(notification.created_at)}</time>
              </td>
              <td className={tableCell.data}>
                <span className="flex gap-1">
                  <Button variant="ghost" size="sm" onClick={() => setOpen({ kind: 'edit', notification })} aria-label={`Edit ${notification.title}`}>
                    Edit
                  </Button>
                  <Button variant="quiet" size="sm" onClick={() => setOpen({ kind: 'delete', notification })} aria-label={`Delete ${notification.title}`}>
                    Delete
                  </Button>
                </span>
              </td>
            </tr>
          ))}
        </Table>
      ) : (
        <p className="text-slate-700">No notifications yet. Shoppers see an empty list under the bell.</p>
      )}
      {open?.kind === 'edit' ? (
        <NotificationDialog
          key={open.notification ? String(open.notification.id) : 'new'}
          notification={open.notification}
          result={formResult}
          busy={busy}
          onClose={close}
        />
      ) : null}
      <ConfirmDialog
        open={open?.kind === 'delete'}
        title={open?.kind === 'delete' ? `Delete “${open.notification.title}”?` : 'Delete notification?'}
        confirmLabel="Delete"
        onConfirm={() => {
          if (open?.kind === 'delete') post({ intent: 'delete', id: String(open.notification.id) });
          close();
        }}
        onCancel={close}
      >
        Shoppers stop seeing it at once.
      </ConfirmDialog>
    </main>
  );
}

export { AccessDeniedBoundary as ErrorBoundary } from '#app/components/account/AccessDeniedBoundary.tsx';
