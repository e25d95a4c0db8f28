import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { currentToast, dismiss, toast } from "~/components/ui/toaster";

type StripeJs = NonNullable<Awaited<ReturnType<typeof import("@stripe/stripe-js")["loadStripe"]>>>;
type Elements = ReturnType<StripeJs["elements"]>;

/**
 * Live card form: Stripe's Payment Element, mounted from Stripe.js (loaded only on this page). The
 * card never touches our server; Stripe confirms the first invoice's payment.
 */
export function StripePaymentForm({
  clientSecret,
  publishableKey,
  submitLabel,
  onSucceeded,
}: {
  clientSecret: string;
  publishableKey: string;
  submitLabel: string;
  onSucceeded: () => void;
}) {
  const mount = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState<{ stripe: StripeJs; elements: Elements } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const { loadStripe } = await import("@stripe/stripe-js");
      const stripe = await loadStripe(publishableKey);
      if (!stripe || cancelled || !mount.current) return;
      const elements = stripe.elements({ clientSecret });
      elements.create("payment").mount(mount.current);
      setReady({ stripe, elements });
    })().catch(() => {
      toast({
        title: "Error",
        description: "Failed to initialize subscription. Please try again.",
        variant: "destructive",
      });
    });
    return () => {
      cancelled = true;
    };
  }, [clientSecret, publishableKey]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!ready) return;
    setBusy(true);
    setError(null);
    // A "Payment Failed" from the last try must not sit over the bank's check for this one.
    const stale = currentToast();
    if (stale) dismiss(stale.id);
    const { error: failure } = await ready.stripe.confirmPayment({
      elements: ready.elements,
      // Where Stripe sends the browser after a bank's check that needs a redirect: /subscribe's
      // loader reads the outcome and lands on the home page with the payment's toast.
      confirmParams: { return_url: `${window.location.origin}/subscribe` },
      redirect: "if_required",
    });
    if (failure) {
      const message = failure.message ?? "Your payment could not be taken.";
      setError(message);
      toast({ title: "Payment Failed", description: message, variant: "destructive" });
      setBusy(false);
      return;
    }
    onSucceeded();
  }

  return (
    <form onSubmit={submit} className="space-y-4">
      <div ref={mount} className="min-h-24">
        {!ready && <Spinner label="Loading the card form" />}
      </div>
      {error && (
        <p role="alert" className="font-semibold text-red-700">
          {error}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={!ready || busy}>
        {busy ? "Processing..." : submitLabel}
      </Button>
    </form>
  );
}
