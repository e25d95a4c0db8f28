import { type FormEvent, useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { Input, Label } from "~/components/ui/input";
import { toast } from "~/components/ui/toaster";
import { METER_LABELS, METERS, PLAN_IDS, PLANS, type PlanId } from "~/lib/plans";
import { useIntent } from "~/lib/use-intent";
import { ADMIN_INTENTS } from "./admin-intents";
import { planLabel } from "./format";

/*
 * Admin Tools' forms. Each is its own intent of the admin route: what is typed stays here, and after
 * each write the route's loader reads the figures, the subscriber table and the audit log again.
 */

const SELECT = "h-11 w-full rounded-lg border border-stone-300 bg-white px-3";

/** A refusal (no such account, not an admin any more) or a lost connection, said in a toast. */
function refused(title: string, answer: { message: string }) {
  toast({ title, description: answer.message, variant: "destructive" });
}

function EmailField({ id, value, onChange }: { id: string; value: string; onChange: (v: string) => void }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Account email</Label>
      <Input id={id} type="email" required value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

export function GrantForm() {
  const [email, setEmail] = useState("");
  const [meter, setMeter] = useState<(typeof METERS)[number]>("credits");
  const [amount, setAmount] = useState("5");
  const grant = useIntent(ADMIN_INTENTS, "grant", (answer) => {
    if (!answer.ok) return refused("Grant failed", answer);
    const { email: granted, used, limit } = answer.data;
    const left = limit === null ? "unlimited" : `${limit - used} left`;
    toast({
      title: "Allowance granted",
      description: `${amount} ${METER_LABELS[meter].toLowerCase()} for ${granted} (${left}).`,
      variant: "success",
    });
  });
  const busy = grant.pending;
  function submit(event: FormEvent) {
    event.preventDefault();
    void grant.submit({ email: email.trim(), meter, amount: Number(amount) });
  }
  return (
    <form className="grid gap-3" onSubmit={submit}>
      <EmailField id="grant-email" value={email} onChange={setEmail} />
      <div className="grid grid-cols-2 gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="grant-meter">What</Label>
          <select
            id="grant-meter"
            className={SELECT}
            value={meter}
            onChange={(e) => setMeter(e.target.value as typeof meter)}
          >
            {METERS.map((m) => (
              <option key={m} value={m}>
                {METER_LABELS[m]}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="grant-amount">Amount</Label>
          <Input
            id="grant-amount"
            type="number"
            min={1}
            max={1000000}
            required
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
        </div>
      </div>
      <Button type="submit" disabled={busy || !email.trim() || Number(amount) < 1}>
        {busy ? "Granting..." : "Grant"}
      </Button>
    </form>
  );
}

export function PlanForm() {
  const [email, setEmail] = useState("");
  const [plan, setPlan] = useState<PlanId>("starter");
  const [confirming, setConfirming] = useState(false);
  const move = useIntent(ADMIN_INTENTS, "changePlan", (answer) => {
    if (!answer.ok) return refused("Plan change failed", answer);
    toast({
      title: "Plan changed",
      description: `${email.trim()} is now on ${PLANS[plan].name}.`,
      variant: "success",
    });
    setConfirming(false);
  });
  const busy = move.pending;
  const change = () => void move.submit({ email: email.trim(), plan });
  return (
    <form
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        setConfirming(true);
      }}
    >
      <EmailField id="plan-email" value={email} onChange={setEmail} />
      <div className="grid gap-1.5">
        <Label htmlFor="plan-choice">New plan</Label>
        <select
          id="plan-choice"
          className={SELECT}
          value={plan}
          onChange={(e) => setPlan(e.target.value as PlanId)}
        >
          {PLAN_IDS.map((id) => (
            <option key={id} value={id}>
              {planLabel(id)}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" disabled={!email.trim()}>
        Change plan
      </Button>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Change this account's plan?"
        description={`${email.trim()} moves to ${PLANS[plan].name} with a fresh set of its allowances. A card subscription, if any, is not changed.`}
      >
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button onClick={change} disabled={busy}>
            {busy ? "Changing..." : `Move to ${PLANS[plan].name}`}
          </Button>
        </div>
      </Dialog>
    </form>
  );
}

export function ReminderForm() {
  const [email, setEmail] = useState("");
  const remind = useIntent(ADMIN_INTENTS, "resendReminder", (answer) => {
    if (!answer.ok) return refused("Reminder not sent", answer);
    toast({ title: "Reminder sent", description: answer.data.subject, variant: "success" });
  });
  const busy = remind.pending;
  function submit(event: FormEvent) {
    event.preventDefault();
    void remind.submit({ email: email.trim() });
  }
  return (
    <form className="grid gap-3" onSubmit={submit}>
      <EmailField id="reminder-email" value={email} onChange={setEmail} />
      <Button type="submit" disabled={busy || !email.trim()}>
        {busy ? "Sending..." : "Re-send match reminder"}
      </Button>
    </form>
  );
}
