import { Bar, BarChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** Orders by state as bars. Back-office only: recharts must never reach a shopper's bundle. */
export function StateChart({ rows }: { rows: { status: string; orders: number }[] }) {
  return (
    <div className="h-56 w-full" role="img" aria-label={rows.map((row) => `${row.status}: ${row.orders}`).join(', ')}>
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
