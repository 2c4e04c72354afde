import { data, Form, useNavigation } from 'react-router';
import { servicesContext } from '#app/context.ts';
import { FormMessage } from '#app/components/admin/AdminCard.tsx';
import { Badge } from '#app/components/ui/Badge.tsx';
import { Button } from '#app/components/ui/Button.tsx';
import { Field, Input, Select } from '#app/components/ui/Field.tsx';
import { Table, tableCell } from '#app/components/ui/Table.tsx';
import { formText } from '#app/lib/auth/form-result.ts';
import { staffFailure } from '#app/lib/admin/forms.server.ts';
import { adminMeta } from '#app/lib/admin/meta.ts';
import { requireStaffPage } from '#app/lib/admin/staff-session.server.ts';
import { STAFF_MESSAGES, STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '#domain/staff.ts';
import { setupLink } from '#server/modules/staff/links.ts';
import { presentStaff } from '#server/modules/staff/service.ts';
import type { Route } from './+types/admin.staff';

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { staff: me } = await requireStaffPage(services, request, 'staff');
  return { me: me.id, members: (await services.staff.list()).map(presentStaff) };
}

type Result = { notice: string; link?: { email: string; url: string } } | { error: string; field: string | null; values?: Record<string, string> };

const isRole = (value: string): value is StaffRole => (STAFF_ROLES as readonly string[]).includes(value);

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { staff: owner } = await requireStaffPage(services, request, 'staff');
  const actor = { staffId: owner.id, name: owner.name };
  const form = await request.formData();
  const intent = formText(form, 'intent');
  const id = Number(formText(form, 'id'));
  try {
    if (intent === 'invite') {
      const values = { email: formText(form, 'email'), name: formText(form, 'name'), role: formText(form, 'role') };
      if (!values.email.includes('@')) return data<Result>({ error: 'Enter a valid email address.', field: 'email', values }, { status: 422 });
      if (!values.name) return data<Result>({ error: 'Enter a name.', field: 'name', values }, { status: 422 });
      if (!isRole(values.role)) return data<Result>({ error: 'Choose a role.', field: 'role', values }, { status: 422 });
      const created = await services.staff.create({ email: values.email, name: values.name, role: values.role }, actor);
      return { notice: STAFF_MESSAGES.invited, link: { email: created.staff.email, url: setupLink(services.config, created.link.token) } } satisfies Result;
    }
    if (intent === 'role') {
      const role = formText(form, 'role');
      if (!isRole(role)) return data<Result>({ error: 'Choose a role.', field: null }, { status: 422 });
      await services.staff.update(id, { role }, actor);
      return { notice: STAFF_MESSAGES.updated } satisfies Result;
    }
    if (intent === 'disable' || intent === 'enable') {
      await services.staff.update(id, { disabled: intent === 'disable' }, actor);
      return { notice: intent === 'disable' ? STAFF_MESSAGES.disabled : STAFF_MESSAGES.updated } satisfies Result;
    }
    if (intent === 'link') {
      const issued = await services.staff.reissueLink(id, actor);
      return { notice: STAFF_MESSAGES.invited, link: { email: issued.staff.email, url: setupLink(services.config, issued.link.token) } } satisfies Result;
    }
    return data<Result>({ error: 'Nothing to do.', field: null }, { status: 400 });
  } catch (error) {
    const failure = staffFailure(error);
    return data<Result>({ error: failure.message, field: failure.field }, { status: failure.status });
  }
}

export const meta: Route.MetaFunction = () => adminMeta('Staff');

export default function AdminStaff({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle';
  const { me, members } = loaderData;
  const failure = actionData && 'error' in actionData ? actionData : undefined;
  const success = actionData && 'notice' in actionData ? actionData : undefined;
  const fieldError = (name: string) => (failure?.field === name ? failure.error : undefined);
  return (
    <main className="space-y-8">
      <h1 className="text-2xl font-semibold text-slate-900">Staff</h1>
      <FormMessage tone="notice" message={success?.notice} />
      {success?.link ? (
        <div className="rounded-lg border border-slate-200 bg-white p-4">
          <p className="text-sm text-slate-700">One-time sign-in link for {success.link.email}; it is not shown again:</p>
          <p className="mt-1 break-all font-mono text-sm text-slate-900" data-testid="setup-link">
            {success.link.url}
          </p>
        </div>
      ) : null}
      <FormMessage message={failure && !['email', 'name', 'role'].includes(failure.field ?? '') ? failure.error : undefined} />

      <Table
        caption="Staff members"
        head={['Name', 'Email', 'Role', 'Status', 'Actions'].map((title) => (
          <th key={title} scope="col" className={tableCell.columnHeader}>
            {title}
          </th>
        ))}
        minWidthClassName="min-w-[48rem]"
      >
        {members.map((member) => (
          <tr key={member.id}>
            <th scope="row" className={tableCell.rowHeader}>
              {member.name}
            </th>
            <td className={tableCell.data}>{member.email}</td>
            <td className={tableCell.data}>
              {member.id === me ? (
                STAFF_ROLE_LABELS[member.role]
              ) : (
                <Form method="post" className="flex items-center gap-2">
                  <input type="hidden" name="intent" value="role" />
                  <input type="hidden" name="id" value={member.id} />
                  <Select name="role" defaultValue={member.role} aria-label={`Role of ${member.name}`} className="h-9 w-44">
                    {STAFF_ROLES.map((role) => (
                      <option key={role} value={role}>
                        {STAFF_ROLE_LABELS[role]}
                      </option>
                    ))}
                  </Select>
                  <Button type="submit" variant="secondary" size="sm" disabled={busy}>
                    Save
                  </Button>
                </Form>
              )}
            </td>
            <td className={tableCell.data}>
              {member.disabled ? (
                <Badge tone="danger">Disabled</Badge>
              ) : member.enrolled ? (
                <Badge tone="success">Active</Badge>
              ) : (
                <Badge tone="warning">Invited</Badge>
              )}
            </td>
            <td className={tableCell.data}>
              {member.id === me ? (
                <span className="text-slate-600">You</span>
              ) : (
                <div className="flex gap-2">
                  <Form method="post">
                    <input type="hidden" name="id" value={member.id} />
                    <Button
                      type="submit"
                      name="intent"
                      value={member.disabled ? 'enable' : 'disable'}
                      variant={member.disabled ? 'secondary' : 'danger'}
                      size="sm"
                      disabled={busy}
                    >
                      {member.disabled ? 'Enable' : 'Disable'}
                    </Button>
                  </Form>
                  <Form method="post">
                    <input type="hidden" name="id" value={member.id} />
                    <Button type="submit" name="intent" value="link" variant="ghost" size="sm" disabled={busy}>
                      New sign-in link
                    </Button>
                  </Form>
                </div>
              )}
            </td>
          </tr>
        ))}
      </Table>

      <section aria-labelledby="invite-heading" className="max-w-lg rounded-xl border border-slate-200 bg-white p-6">
        <h2 id="invite-heading" className="text-lg font-semibold text-slate-900">
          Invite a staff member
        </h2>
        <Form method="post" className="mt-4 space-y-4">
          <input type="hidden" name="intent" value="invite" />
          <Field label="Name" error={fieldError('name')}>
            {(control) => <Input {...control} name="name" autoComplete="off" defaultValue={failure?.values?.name} required />}
          </Field>
          <Field label="Email" error={fieldError('email')}>
            {(control) => <Input {...control} name="email" type="email" autoComplete="off" defaultValue={failure?.values?.email} required />}
          </Field>
          <Field label="Role" error={fieldError('role')}>
            {(control) => (
              <Select {...control} name="role" defaultValue={failure?.values?.role ?? 'catalogue_editor'}>
                {STAFF_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {STAFF_ROLE_LABELS[role]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Button type="submit" loading={busy}>
            Invite
          </Button>
        </Form>
      </section>
    </main>
  );
}
