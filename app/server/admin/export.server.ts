import type { UsersUsageQuery, UsersUsageRow } from "~/lib/contract/admin";
import { PLANS } from "~/lib/plans";
import type { AppContext } from "~/server/context.server";
import type { AdminIdentity } from "./access.server";
import { recordAdminAction } from "./audit.server";
import { allUsersUsage } from "./users-usage.server";

const COLUMNS: Array<[string, (row: UsersUsageRow) => string | number | null]> = [
  ["Email", (row) => row.email],
  ["Joined", (row) => row.joinedDate.slice(0, 10)],
  ["Plan", (row) => PLANS[row.currentPlan].name],
  ["Status", (row) => row.subscriptionStatus],
  ["Over limit", (row) => (row.isOverLimit ? "yes" : "no")],
  ["Tokens used", (row) => row.tokensUsed],
  ["Images generated", (row) => row.imagesGenerated],
  ["Voice minutes", (row) => row.voiceMinutesUsed],
  ["Days until billing", (row) => row.daysUntilBilling],
  ["Next payment (GBP)", (row) => pounds(row.nextPaymentAmount)],
  ["Monthly spending (GBP)", (row) => pounds(row.monthlySpending)],
  ["Total spent (GBP)", (row) => pounds(row.totalSpent)],
];

function pounds(pence: number | null) {
  return pence === null ? null : (pence / 100).toFixed(2);
}

/** RFC 4180 quoting; a leading = + - @ is defused so a spreadsheet never runs a cell as a formula. */
export function csvCell(value: string | number | null): string {
  if (value === null) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Every subscriber matching the filters as CSV; the export itself goes in the audit log. */
export async function exportSubscribersCsv(
  ctx: AppContext,
  admin: AdminIdentity,
  query: Omit<UsersUsageQuery, "page" | "pageSize">,
): Promise<{ csv: string; count: number }> {
  const rows = await allUsersUsage(ctx, query);
  const lines = [
    COLUMNS.map(([name]) => name).join(","),
    ...rows.map((row) => COLUMNS.map(([, cell]) => csvCell(cell(row))).join(",")),
  ];
  await recordAdminAction(ctx, admin, {
    action: "export_subscribers",
    summary: `Exported ${rows.length.toLocaleString("en-GB")} ${rows.length === 1 ? "subscriber" : "subscribers"} as CSV`,
  });
  return { csv: `${lines.join("\r\n")}\r\n`, count: rows.length };
}
