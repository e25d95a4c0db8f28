import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import type { AccountPageAction } from "~/lib/contract/billing";
import { refusalOf } from "~/lib/page-data";
import type { Toast } from "~/lib/toast";
import { toast } from "../ui/toaster";

type ActionAnswer =
  | { subscription: { cancelAtPeriodEnd: boolean; currentPeriodEnd: string } }
  | { exportJobId: string }
  | { error: { message: string } };

const submitOptions = { method: "post", action: "/account", encType: "application/json" } as const;

/** Shows the toast an answer calls for once, when the answer arrives. */
function useAnswerToast(answer: ActionAnswer | undefined, toastFor: (answer: ActionAnswer) => Toast | null) {
  // The wording may read the latest props; only a new answer shows a toast.
  const wording = useRef(toastFor);
  wording.current = toastFor;
  useEffect(() => {
    const next = answer ? wording.current(answer) : null;
    if (next) toast(next);
  }, [answer]);
}

/**
 * The account page's actions, each through its own fetcher to the page's action: the plan's
 * cancellation (the loader's revalidation redraws the plan card), the data export (a job the page
 * follows) and deleting the account. Toasts come from the answers.
 */
export function useAccountPage(planName: string, periodEnd: string | null) {
  const plan = useFetcher<ActionAnswer>({ key: "account-plan" });
  const exporter = useFetcher<ActionAnswer>({ key: "account-export" });
  const remover = useFetcher<ActionAnswer>({ key: "account-delete" });

  useAnswerToast(plan.data, (answer) => {
    const refusal = refusalOf(answer);
    if (refusal) return { title: "Something went wrong", description: refusal, variant: "destructive" };
    if (!("subscription" in answer)) return null;
    return answer.subscription.cancelAtPeriodEnd
      ? {
          title: "Subscription cancelled",
          description: `You keep ${planName} until ${periodEnd ? longDate(periodEnd) : "the end of the period"}.`,
          variant: "success",
        }
      : { title: "Subscription kept", description: "Your plan will renew as usual.", variant: "success" };
  });
  useAnswerToast(exporter.data, (answer) => {
    const refusal = refusalOf(answer);
    return refusal ? { title: "Export failed", description: refusal, variant: "destructive" } : null;
  });
  useAnswerToast(remover.data, (answer) => {
    const refusal = refusalOf(answer);
    return refusal ? { title: "Delete Failed", description: refusal, variant: "destructive" } : null;
  });

  const send = (fetcher: typeof plan, body: AccountPageAction) => void fetcher.submit(body, submitOptions);
  const exportAnswer = exporter.data;

  return {
    cancelling: plan.state !== "idle",
    cancel: () => send(plan, { intent: "cancel-at-period-end" }),
    keep: () => send(plan, { intent: "keep-subscription" }),
    startExport: () => send(exporter, { intent: "export-data" }),
    exportStarting: exporter.state !== "idle",
    exportJobId: exportAnswer && "exportJobId" in exportAnswer ? exportAnswer.exportJobId : null,
    deleteAccount: (confirmEmail: string) => send(remover, { intent: "delete-account", confirmEmail }),
    deleting: remover.state !== "idle",
  };
}

export type AccountActions = ReturnType<typeof useAccountPage>;

export const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString("en-GB", { dateStyle: "long", timeZone: "Europe/London" });
