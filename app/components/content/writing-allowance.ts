import type { Meter } from "~/lib/plans";
import type { ContentPageData } from "~/routes/_app/dashboard";

/** What one piece of writing (a generate, a refine, a campaign post) costs, and what is left. */
export interface WritingAllowance {
  /** "1 credit", "about 1,500 writing tokens". */
  cost: string;
  /** "9 credits left", "73,500 writing tokens left this month"; null when unlimited or unknown. */
  left: string | null;
  /** False once the next piece of writing would be refused: Generate and Refine are then disabled. */
  canWrite: boolean;
  /** The free trial has no credits left. */
  trialUsedUp: boolean;
  meter: Meter;
}

function count(amount: number, one: string, many: string) {
  return `${amount.toLocaleString("en-GB")} ${amount === 1 ? one : many}`;
}

/** From the loader's usage and the server's own charge for writing, so the page says it before it is pressed. */
export function writingAllowance({ usage, user, writingCost }: ContentPageData): WritingAllowance {
  const { meter, amount } = writingCost;
  const cost =
    meter === "credits"
      ? count(amount, "credit", "credits")
      : `about ${count(amount, "writing token", "writing tokens")}`;
  let remaining: number | null = null;
  if (usage && !user.isAdmin) {
    if (meter === "credits") remaining = usage.trialCreditsRemaining;
    else {
      const allowance = usage.allowances[meter];
      if (allowance && allowance.limit !== null) remaining = Math.max(0, allowance.limit - allowance.used);
    }
  }
  const left =
    remaining === null
      ? null
      : meter === "credits"
        ? `${count(remaining, "credit", "credits")} left`
        : `${count(remaining, "writing token", "writing tokens")} left this month`;
  return {
    cost,
    left,
    canWrite: remaining === null || remaining >= amount,
    trialUsedUp: usage?.subscriptionStatus === "trial" && usage.trialCreditsRemaining <= 0 && !user.isAdmin,
    meter,
  };
}
