import { money } from "./format";

const HEIGHT = 160;

function monthName(month: string) {
  return new Date(`${month}-15T12:00:00Z`).toLocaleDateString("en-GB", { month: "short", timeZone: "UTC" });
}

function shortMoney(pence: number) {
  return pence >= 100_000 ? `£${(pence / 100_000).toFixed(1)}k` : money(pence).replace(/\.00$/, "");
}

/**
 * Monthly revenue as plain SVG bars (no chart library for six numbers). Labels are HTML in the same
 * six columns, so they stay readable when the chart shrinks to a phone. A table carries the figures
 * for screen readers.
 */
export function RevenueChart({ months }: { months: Array<{ month: string; pence: number }> }) {
  const max = Math.max(1, ...months.map((m) => m.pence));
  const columns = { gridTemplateColumns: `repeat(${months.length}, minmax(0, 1fr))` };
  return (
    <figure className="mt-4">
      <div
        className="grid text-center text-xs font-semibold tabular-nums sm:text-sm"
        style={columns}
        aria-hidden="true"
      >
        {months.map((m) => (
          <span key={m.month}>{m.pence > 0 ? shortMoney(m.pence) : ""}</span>
        ))}
      </div>
      <svg
        viewBox={`0 0 ${months.length * 100} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="mt-1 h-40 w-full"
        role="img"
        aria-label="Revenue by month"
      >
        {months.map((m, i) => {
          const h = (m.pence / max) * (HEIGHT - 2);
          return (
            <rect
              key={m.month}
              x={i * 100 + 22}
              y={HEIGHT - h}
              width={56}
              height={m.pence > 0 ? Math.max(h, 2) : 0}
              rx={4}
              className="fill-brand-600"
            />
          );
        })}
        <line
          x1={0}
          x2={months.length * 100}
          y1={HEIGHT - 0.5}
          y2={HEIGHT - 0.5}
          className="stroke-stone-300"
        />
      </svg>
      <div className="mt-1 grid text-center text-xs text-muted sm:text-sm" style={columns} aria-hidden="true">
        {months.map((m) => (
          <span key={m.month}>{monthName(m.month)}</span>
        ))}
      </div>
      <table className="sr-only">
        <caption>Revenue collected by month</caption>
        <tbody>
          {months.map((m) => (
            <tr key={m.month}>
              <th scope="row">{m.month}</th>
              <td>{money(m.pence)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
