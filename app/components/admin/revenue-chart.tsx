import { money } from "./format";

const WIDTH = 600;
const HEIGHT = 220;
const PAD = { top: 16, right: 8, bottom: 28, left: 8 };

function monthName(month: string) {
  return new Date(`${month}-15T12:00:00Z`).toLocaleDateString("en-GB", { month: "short", timeZone: "UTC" });
}

/** Monthly revenue as plain SVG bars: no chart library for six numbers. The table beneath is for screen readers. */
export function RevenueChart({ months }: { months: Array<{ month: string; pence: number }> }) {
  const max = Math.max(1, ...months.map((m) => m.pence));
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotW / Math.max(1, months.length);
  const bar = Math.min(64, slot * 0.6);
  return (
    <figure className="mt-4">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full"
        role="img"
        aria-label="Revenue by month"
      >
        <line
          x1={PAD.left}
          x2={WIDTH - PAD.right}
          y1={HEIGHT - PAD.bottom}
          y2={HEIGHT - PAD.bottom}
          className="stroke-stone-300"
        />
        {months.map((m, i) => {
          const h = (m.pence / max) * plotH;
          const x = PAD.left + i * slot + (slot - bar) / 2;
          const y = HEIGHT - PAD.bottom - h;
          return (
            <g key={m.month}>
              <rect
                x={x}
                y={y}
                width={bar}
                height={Math.max(h, m.pence > 0 ? 2 : 0)}
                rx={4}
                className="fill-brand-600"
              />
              <text
                x={x + bar / 2}
                y={Math.max(12, y - 4)}
                textAnchor="middle"
                className="fill-ink text-[13px] font-semibold"
              >
                {m.pence > 0 ? money(m.pence).replace(/\.00$/, "") : ""}
              </text>
              <text x={x + bar / 2} y={HEIGHT - 8} textAnchor="middle" className="fill-stone-600 text-[13px]">
                {monthName(m.month)}
              </text>
            </g>
          );
        })}
      </svg>
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
