import { Form, Link } from 'react-router';
import { servicesContext } from '#app/context.ts';
import { ActivityTable } from '#app/components/admin/ActivityTable.tsx';
import { Button } from '#app/components/ui/Button.tsx';
import { Field, Input, Select } from '#app/components/ui/Field.tsx';
import { Pagination } from '#app/components/ui/Pagination.tsx';
import { activityListQuery, activityRows } from '#app/lib/admin/activity.server.ts';
import { adminMeta } from '#app/lib/admin/meta.ts';
import { requireStaffPage } from '#app/lib/admin/staff-session.server.ts';
import { AUDIT_ENTITIES, AUDIT_ENTITY_LABELS, auditReach } from '#domain/audit.ts';
import type { Route } from './+types/admin.activity';

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { staff } = await requireStaffPage(services, request);
  const reach = auditReach(staff.role);
  const query = activityListQuery(new URL(request.url).searchParams, reach);
  const { rows, meta } = await activityRows(services, query, reach);
  const kinds = reach.everything ? AUDIT_ENTITIES : reach.entities;
  return { query, rows, meta, kinds: kinds.map((entity) => ({ value: entity, label: AUDIT_ENTITY_LABELS[entity] })) };
}

export const meta: Route.MetaFunction = () => adminMeta('Activity');

/** Every staff change the viewer's role reaches, newest first; read-only, as the log is. */
export default function Activity({ loaderData }: Route.ComponentProps) {
  const { query, rows, meta, kinds } = loaderData;
  const filtered = query.entity !== undefined || query.entity_id !== undefined || query.staff_id !== undefined;
  const staffHref = (staffId: number) =>
    `/admin/activity?${new URLSearchParams({ ...(query.entity ? { entity: query.entity } : {}), staff_id: String(staffId) })}`;
  return (
    <main className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">Activity</h1>
        <p className="mt-1 text-sm text-slate-700">
          Every change staff made, who made it and when (Bangladesh time). It is written with the change itself and cannot be edited.
        </p>
      </div>
      <Form method="get" className="flex flex-wrap items-end gap-3">
        <Field label="Kind">
          {(control) => (
            <Select {...control} name="entity" defaultValue={query.entity ?? ''}>
              <option value="">All</option>
              {kinds.map((kind) => (
                <option key={kind.value} value={kind.value}>
                  {kind.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Record id">
          {(control) => <Input {...control} name="entity_id" inputMode="numeric" defaultValue={query.entity_id ?? ''} className="w-32" />}
        </Field>
        {query.staff_id !== undefined ? <input type="hidden" name="staff_id" value={query.staff_id} /> : null}
        <Button type="submit" variant="secondary">
          Show
        </Button>
        {filtered ? (
          <Link to="/admin/activity" className="py-2 text-sm text-brand-700 hover:underline">
            Show all changes
          </Link>
        ) : null}
      </Form>
      <p className="text-sm text-slate-700" aria-live="polite">
        {meta.total === 1 ? '1 change' : `${meta.total.toLocaleString('en-US')} changes`}
        {query.staff_id !== undefined && rows[0] ? ` by ${rows[0].staff.name}` : ''}
      </p>
      {rows.length > 0 ? <ActivityTable caption="Staff changes" entries={rows} staffHref={staffHref} /> : <p className="text-slate-700">No changes to show.</p>}
      <Pagination page={meta.current_page} lastPage={meta.last_page} />
    </main>
  );
}

export { AccessDeniedBoundary as ErrorBoundary } from '#app/components/account/AccessDeniedBoundary.tsx';
