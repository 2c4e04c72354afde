import { data } from 'react-router';
import { servicesContext } from '#app/context.ts';
import { EmiBankDialog } from '#app/components/admin/EmiBankDialog.tsx';
import { IntentNotice } from '#app/components/admin/IntentNotice.tsx';
import { Badge } from '#app/components/ui/Badge.tsx';
import { Button } from '#app/components/ui/Button.tsx';
import { Table, tableCell } from '#app/components/ui/Table.tsx';
import { checkEmiBankForm } from '#app/lib/admin/emi-form.ts';
import { intentAction } from '#app/lib/admin/intent-action.server.ts';
import { useIntentPage } from '#app/lib/admin/intent-page.ts';
import { adminMeta } from '#app/lib/admin/meta.ts';
import { requireStaffPage } from '#app/lib/admin/staff-session.server.ts';
import { accessDeniedData } from '#app/lib/auth/access-denied.ts';
import { canKeepEmiPlans, EMI_TENURES } from '#domain/emi.ts';
import type { EmiBankCreate } from '#domain/emi-edit.ts';
import { formatTaka } from '#domain/money.ts';
import { validationError } from '#server/http/errors.ts';
import type { AdminEmiBank } from '#server/modules/emi/admin-service.ts';
import type { AppServices } from '#server/services.ts';
import type { Route } from './+types/admin.emi';

/** Staff of the catalogue or of orders keep the plan table (domain/emi.ts); others are told it is not theirs. */
async function requireEmiStaff(services: AppServices, request: Request) {
  const { staff, areas } = await requireStaffPage(services, request);
  if (!canKeepEmiPlans(areas)) throw data(accessDeniedData('additional'), { status: 403 });
  return { staffId: staff.id, name: staff.name };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireEmiStaff(services, request);
  return { banks: await services.adminEmi.list() };
}

/** The dialog's fields, checked as the API checks them, or the same 422 with a message on each field. */
function checked(form: FormData, creating: boolean) {
  const outcome = checkEmiBankForm(form, creating);
  if (!outcome.ok) throw validationError(Object.fromEntries(Object.entries(outcome.errors).map(([field, message]) => [field, [message]])));
  return outcome.data;
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const actor = await requireEmiStaff(services, request);
  const emi = services.adminEmi;
  return intentAction(request, {
    free: {
      create: async ({ form, done }) => done(`Bank “${(await emi.create(checked(form, true) as EmiBankCreate, actor)).name}” added.`),
    },
    choose: 'Choose a bank.',
    byId: {
      update: async ({ form, id, done }) => done(`Bank “${(await emi.update(id, checked(form, false), actor)).name}” saved.`),
      deactivate: async ({ id, done }) => done(`Bank “${(await emi.update(id, { active: false }, actor)).name}” is no longer offered.`),
      activate: async ({ id, done }) => done(`Bank “${(await emi.update(id, { active: true }, actor)).name}” is offered again.`),
    },
  });
}

export const meta: Route.MetaFunction = () => adminMeta('EMI plans');

type Open = { bank: AdminEmiBank | null };

const percent = (bank: AdminEmiBank, months: number) => {
  const charge = bank.charges.find((candidate) => candidate.months === months);
  return charge ? `${charge.charge_percent}%` : '—';
};

/** /admin/emi: the banks whose credit cards pay in instalments, each tenure's charge and the minimum amount. */
export default function AdminEmi({ loaderData, actionData }: Route.ComponentProps) {
  const { banks } = loaderData;
  const { open, setOpen, close, busy, formResult, pageMessage, post } = useIntentPage<Open>(actionData);
  return (
    <main className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">EMI plans</h1>
          <p className="mt-1 text-sm text-slate-600">
            Product pages and checkout offer these banks’ instalments on the regular price plus the charge for the tenure.
          </p>
        </div>
        <Button onClick={() => setOpen({ bank: null })}>Add bank</Button>
      </div>
      <IntentNotice result={pageMessage} />
      <Table
        caption="EMI plans"
        minWidthClassName="min-w-[56rem]"
        head={['Bank', 'Minimum', ...EMI_TENURES.map((months) => `${months} mo`), 'Status', 'Actions'].map((title) => (
          <th key={title} scope="col" className={tableCell.columnHeader}>
            {title}
          </th>
        ))}
      >
        {banks.map((bank) => (
          <tr key={bank.id}>
            <th scope="row" className={tableCell.rowHeader}>
              {bank.name}
            </th>
            <td className={tableCell.data}>{formatTaka(bank.minimum_amount)}</td>
            {EMI_TENURES.map((months) => (
              <td key={months} className={tableCell.data}>
                {percent(bank, months)}
              </td>
            ))}
            <td className={tableCell.data}>{bank.active ? <Badge tone="success">Offered</Badge> : <Badge tone="warning">Deactivated</Badge>}</td>
            <td className={tableCell.data}>
              <span className="flex gap-1">
                <Button variant="ghost" size="sm" onClick={() => setOpen({ bank })} aria-label={`Edit ${bank.name}`}>
                  Edit
                </Button>
                <Button
                  variant="quiet"
                  size="sm"
                  disabled={busy}
                  onClick={() => post({ intent: bank.active ? 'deactivate' : 'activate', id: String(bank.id) })}
                  aria-label={`${bank.active ? 'Deactivate' : 'Activate'} ${bank.name}`}
                >
                  {bank.active ? 'Deactivate' : 'Activate'}
                </Button>
              </span>
            </td>
          </tr>
        ))}
      </Table>
      {open ? <EmiBankDialog key={open.bank ? `${open.bank.id}` : 'new'} bank={open.bank} result={formResult} busy={busy} onClose={close} /> : null}
    </main>
  );
}

export { AccessDeniedBoundary as ErrorBoundary } from '#app/components/account/AccessDeniedBoundary.tsx';
