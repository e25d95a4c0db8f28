import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { Input, Label } from "~/components/ui/input";
import { currentToast, dismiss, toast } from "~/components/ui/toaster";
import type { SimulatorPayResult, TestPaymentsPageAction } from "~/lib/contract/billing";
import type { ApiErrorBody } from "~/lib/contract/errors";
import { refusalOf, withoutField } from "~/lib/page-data";

interface TestCardFormProps {
  /** The checkout session being paid, or the /subscribe client secret. */
  sessionId: string;
  clientSecret?: string;
  submitLabel: string;
  /** Called with where to go once the payment went through. */
  onSucceeded: (redirectTo: string) => void;
}

/** The simulator's writes live on its own page's action, whichever page shows the form. */
const SIMULATOR_ACTION = "/test-payments";

type PaymentAnswer = SimulatorPayResult | ApiErrorBody;

/** Clears a toast from an earlier try, so it never sits over the next step (the bank's check). */
function dismissStaleToast() {
  const stale = currentToast();
  if (stale) dismiss(stale.id);
}

/** What is missing from the form, as one plain sentence; null when every field needed is filled. */
function missingFields(card: { cardNumber: string; expiry: string; cvc: string }): string | null {
  const missing = [
    card.cardNumber.trim() === "" && "card number",
    card.expiry.trim() === "" && "expiry date",
    card.cvc.trim() === "" && "security code (CVC)",
  ].filter((field): field is string => Boolean(field));
  if (missing.length === 0) return null;
  const list = missing.length === 1 ? missing[0] : `${missing.slice(0, -1).join(", ")} and ${missing.at(-1)}`;
  return `Enter your ${list} to pay.`;
}

/** "4242 4242 4242 4242" while typing. */
const spaced = (value: string) =>
  value
    .replace(/\D/g, "")
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");

/** "12 / 34" while typing. */
function expiryFormat(value: string) {
  const digits = value.replace(/\D/g, "").slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

/**
 * The local 'Test payments' card form. It takes Stripe's published test cards and behaves as Stripe's
 * test mode does: 4242… pays, 4000 0000 0000 0002 is declined, 4000 0025 0000 3155 asks for 3-D Secure.
 */
export function TestCardForm({ sessionId, clientSecret, submitLabel, onSucceeded }: TestCardFormProps) {
  const [card, setCard] = useState({ cardNumber: "", expiry: "", cvc: "", name: "" });
  // What is missing, said before anything is sent; a refusal from the server comes from the fetcher.
  const [missing, setMissing] = useState<string | null>(null);
  const [authenticating, setAuthenticating] = useState(false);
  // Paid: the page moves on, and the button stays busy until it has.
  const [leaving, setLeaving] = useState(false);
  const payment = useFetcher<PaymentAnswer>();
  const id = useId();
  // Until React runs, submitting would reload the page: the button waits for it.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const succeeded = useRef(onSucceeded);
  succeeded.current = onSucceeded;
  const seen = useRef(payment.data);
  // Each answer once: a refusal is said in a toast, the bank's check opens its dialog, a payment
  // moves the page on.
  useEffect(() => {
    const answer = payment.data;
    if (answer === seen.current) return;
    seen.current = answer;
    if (!answer) return;
    const refusal = refusalOf(answer);
    if (refusal) {
      toast({ title: "Payment Failed", description: withoutField(refusal), variant: "destructive" });
    } else if ("status" in answer && answer.status === "requires_action") {
      dismissStaleToast();
      setAuthenticating(true);
    } else if ("status" in answer && answer.status === "succeeded") {
      setLeaving(true);
      succeeded.current(answer.redirectTo);
    }
  }, [payment.data]);

  const busy = payment.state !== "idle" || leaving;
  const refusal = payment.state === "idle" ? refusalOf(payment.data) : null;
  const error = missing ?? (refusal ? withoutField(refusal) : null);

  /**
   * Sent to the simulator's page action. The page moves on once paid (and reads everything there),
   * so the pages on screen are not read again in between: the checkout page would swap the form for
   * "already paid" before the form could move on.
   */
  function send(body: TestPaymentsPageAction) {
    void payment.submit({ ...body, revalidate: false } as never, {
      method: "post",
      action: SIMULATOR_ACTION,
      encType: "application/json",
    });
  }

  function pay(event: React.FormEvent) {
    event.preventDefault();
    dismissStaleToast();
    const notFilled = missingFields(card);
    setMissing(notFilled);
    if (notFilled) return;
    send({ intent: "pay", sessionId, clientSecret, ...card });
  }

  function authenticate(outcome: "complete" | "fail") {
    setAuthenticating(false);
    send({
      intent: "authenticate",
      sessionId: clientSecret ? (clientSecret.split("_secret_")[0] ?? sessionId) : sessionId,
      outcome,
    });
  }

  return (
    <form onSubmit={pay} className="space-y-4" noValidate data-hydrated={hydrated || undefined}>
      <p className="flex items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950">
        <span className="rounded bg-amber-400 px-1.5 py-0.5 text-xs font-bold uppercase">Test payments</span>
        No real money moves. Use 4242 4242 4242 4242 with any future date and any CVC.
      </p>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-number`}>Card number</Label>
        <Input
          id={`${id}-number`}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          value={card.cardNumber}
          onChange={(e) => setCard({ ...card, cardNumber: spaced(e.target.value) })}
          required
        />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-expiry`}>Expiry</Label>
          <Input
            id={`${id}-expiry`}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM / YY"
            value={card.expiry}
            onChange={(e) => setCard({ ...card, expiry: expiryFormat(e.target.value) })}
            required
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-cvc`}>CVC</Label>
          <Input
            id={`${id}-cvc`}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            maxLength={4}
            value={card.cvc}
            onChange={(e) => setCard({ ...card, cvc: e.target.value.replace(/\D/g, "") })}
            required
          />
        </div>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-name`}>Name on card</Label>
        <Input
          id={`${id}-name`}
          autoComplete="cc-name"
          value={card.name}
          onChange={(e) => setCard({ ...card, name: e.target.value })}
        />
      </div>
      {error && (
        <p role="alert" className="font-semibold text-red-700">
          {error}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={busy || !hydrated}>
        {busy ? "Processing..." : submitLabel}
      </Button>
      <details className="text-sm text-muted">
        <summary className="cursor-pointer">Stripe's test cards</summary>
        <ul className="mt-2 space-y-1">
          <li>4242 4242 4242 4242 — pays</li>
          <li>4000 0000 0000 0002 — declined</li>
          <li>4000 0025 0000 3155 — asks for authentication (3-D Secure)</li>
        </ul>
      </details>
      <Dialog
        open={authenticating}
        onOpenChange={(open) => !open && authenticating && authenticate("fail")}
        title="Confirm this payment"
        description="Your bank asks you to confirm. This is the test version of a 3-D Secure check."
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => authenticate("fail")}>
            Fail authentication
          </Button>
          <Button onClick={() => authenticate("complete")}>Complete authentication</Button>
        </div>
      </Dialog>
    </form>
  );
}
