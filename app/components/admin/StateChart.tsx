import { Bar, BarChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { adminDashboardStrings } from '#app/strings/admin-dashboard.ts';
import { fill } from '#app/strings/index.ts';

/**
 * Orders by state as bars. Back-office only: recharts must never reach a shopper's bundle. A screen
 * reader gets the same figures as the image's name; with no orders there is no picture to name.
 */
export function StateChart({ rows }: { rows: { status: string; orders: number }[] }) {
  const copy = adminDashboardStrings.charts;
  if (rows.length === 0) return <p className="text-sm text-slate-700">{copy.noOrders}</p>;
  return (
    <div className="h-56 w-full" role="img" aria-label={fill(copy.byState, { states: rows.map((row) => `${row.status} ${row.orders}`).join(', ') })}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows}>
          <XAxis dataKey="status" tick={{ fontSize: 12 }} />
          <YAxis allowDecimals={false} width={40} tick={{ fontSize: 12 }} />
          <Tooltip />
          <Bar dataKey="orders" fill="#0f766e" />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
