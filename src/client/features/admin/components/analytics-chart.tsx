/**
 * The 12-month revenue and members chart, loaded on its own (recharts is heavy) so the admin
 * chunk stays lean. It is hidden from screen readers: the same numbers are in the table beside it.
 */
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

const dollars = (cents: number) => `$${Math.round(cents / 100).toLocaleString('en-US')}`;

export type ChartPoint = { month: string; revenue: number; members: number };

export default function AnalyticsChart({ data }: { data: ChartPoint[] }) {
  return (
    <div aria-hidden="true" className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        {/* Not focusable either: a keyboard stop inside hidden content reads as nothing. */}
        <ComposedChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 4, bottom: 0, left: 4 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="month" tick={{ fontSize: 12 }} interval="preserveStartEnd" />
          <YAxis yAxisId="revenue" tickFormatter={dollars} tick={{ fontSize: 12 }} width={64} />
          <YAxis
            yAxisId="members"
            orientation="right"
            allowDecimals={false}
            tick={{ fontSize: 12 }}
            width={32}
          />
          <Tooltip
            formatter={(value, name) =>
              name === 'Revenue' ? dollars(Number(value)) : String(value)
            }
          />
          <Legend />
          <Bar
            yAxisId="revenue"
            dataKey="revenue"
            name="Revenue"
            fill="var(--color-primary)"
            radius={[4, 4, 0, 0]}
          />
          <Line
            yAxisId="members"
            dataKey="members"
            name="Members"
            stroke="var(--color-accent)"
            strokeWidth={3}
            dot={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
