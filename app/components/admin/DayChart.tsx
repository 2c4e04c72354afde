import { Bar, ComposedChart, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDate } from '#domain/dates.ts';
import { formatCount, formatTaka } from '#domain/money.ts';
import { adminDashboardStrings } from '#app/strings/admin-dashboard.ts';
import { fill } from '#app/strings/index.ts';

/** "27 Nov" for a Bangladesh day 'YYYY-MM-DD' (noon there, so no zone moves it to another day). */
const shortDay = (day: string) => formatDate(`${day}T12:00:00+06:00`).replace(/ \d{4}$/, '');

/**
 * Orders (bars, left axis) and revenue (line, right axis) per Bangladesh day, zero days included.
 * Back-office only: recharts must never reach a shopper's bundle.
 */
export function DayChart({ rows }: { rows: { day: string; orders: number; revenue: number }[] }) {
  const label = rows
    .map((row) => fill(adminDashboardStrings.charts.day, { day: shortDay(row.day), orders: formatCount(row.orders), revenue: formatTaka(row.revenue) }))
    .join('; ');
  return (
    <div className="h-64 w-full" role="img" aria-label={label}>
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={rows}>
          <XAxis dataKey="day" tickFormatter={shortDay} tick={{ fontSize: 12 }} minTickGap={16} />
          <YAxis yAxisId="orders" allowDecimals={false} width={40} tick={{ fontSize: 12 }} />
          <YAxis yAxisId="revenue" orientation="right" width={64} tick={{ fontSize: 12 }} tickFormatter={(value: number) => formatCount(value)} />
          <Tooltip
            labelFormatter={(day) => shortDay(String(day))}
            formatter={(value, name) => (name === 'revenue' ? formatTaka(Number(value)) : formatCount(Number(value)))}
          />
          <Bar yAxisId="orders" dataKey="orders" name="orders" fill="#0f766e" />
          <Line yAxisId="revenue" dataKey="revenue" name="revenue" stroke="#b45309" dot={false} strokeWidth={2} />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
