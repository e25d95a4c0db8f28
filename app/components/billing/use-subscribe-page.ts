import { useEffect } from "react";
import { useFetcher } from "react-router";
import type { CreateSubscriptionResponse, SubscribePageAction } from "~/lib/contract/billing";
import { refusalOf } from "~/lib/page-data";

type StartAnswer = { payment: CreateSubscriptionResponse } | { error: { message: string } };

const submitOptions = { method: "post", action: "/subscribe", encType: "application/json" } as const;

/**
 * /subscribe's data and actions. Paying for Pro starts a subscription whose first payment the card
 * form confirms: the page asks its action for one as it opens (never its loader: a GET must not
 * create anything at the payment provider). Once the card form says it is paid, the action lands
 * the person on the home page with "Payment Successful".
 */
export function useSubscribePage(wantsPayment: boolean) {
  const start = useFetcher<StartAnswer>({ key: "subscribe-start" });
  const land = useFetcher({ key: "subscribe-paid" });
  const { submit } = start;
  const started = start.data !== undefined || start.state !== "idle";

  useEffect(() => {
    if (wantsPayment && !started) {
      const body: SubscribePageAction = { intent: "start" };
      void submit(body, submitOptions);
    }
  }, [wantsPayment, started, submit]);

  const answer = start.data;
  return {
    payment: answer && "payment" in answer ? answer.payment : null,
    /** Why the payment could not be set up (already paying, the provider down, offline). */
    problem: refusalOf(answer),
    paid() {
      const body: SubscribePageAction = { intent: "paid" };
      void land.submit(body, submitOptions);
    },
    landing: land.state !== "idle",
  };
}
