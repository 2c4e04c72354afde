import { Form, useSubmit } from 'react-router';
import { ORDER_STATUS_FILTERS, type OrderStatusFilter as Status } from '#app/lib/dashboard/page-params.ts';
import { statusLabel } from './StatusBadge.tsx';
import { dashboardStrings } from '#app/strings/dashboard.ts';
import { ApplyButton } from '#app/components/ApplyButton.tsx';
import { Select } from '#app/components/ui/Field.tsx';

const copy = dashboardStrings.orders;

/**
 * The orders list's status filter: a GET form, so the choice lives in the URL (and a new choice
 * starts again at page 1). With scripts it applies on change; without, the Apply button does.
 */
export function OrderStatusFilter({ status }: { status: Status | undefined }) {
  const submit = useSubmit();
  return (
    <Form method="get" className="flex items-center gap-2">
      <label htmlFor="order-status" className="text-sm font-medium text-slate-700">
        {copy.filterLabel}
      </label>
      <Select
        compact
        id="order-status"
        name="status"
        defaultValue={status ?? ''}
        key={status ?? ''}
        onChange={(event) => {
          const chosen = event.currentTarget.value;
          void submit(chosen ? { status: chosen } : {}, { method: 'get' });
        }}
      >
        <option value="">{copy.filterAll}</option>
        {ORDER_STATUS_FILTERS.map((value) => (
          <option key={value} value={value}>
            {statusLabel(value)}
          </option>
        ))}
      </Select>
      {/* With scripts a choice applies at once; the button is still there for keyboards and for browsers without them. */}
      <ApplyButton size="sm" className="h-10">
        {copy.apply}
      </ApplyButton>
    </Form>
  );
}
