import { type FormEvent, useState } from "react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input, Label } from "~/components/ui/input";
import { toast } from "~/components/ui/toaster";
import { useIntent } from "~/lib/use-intent";
import { ADMIN_INTENTS } from "./admin-intents";

const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The admin login (spec §2). Nothing secret is in the page: the server compares the e-mail and password
 * and, when they match, sets the admin's session; the route's loader then reads the page again as that
 * admin, which shows the dashboard.
 */
export function AdminLoginForm() {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const login = useIntent(ADMIN_INTENTS, "login", (answer) => {
    if (answer.ok) {
      toast({ title: "Login successful", variant: "success" });
      return;
    }
    const detail =
      answer.status === 401 ? "Invalid credentials. Please check email and password." : answer.message;
    setProblem(`Login failed: ${detail}`);
    toast({ title: "Login failed", description: detail, variant: "destructive" });
  });
  const busy = login.pending;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !password) return setProblem("Enter the admin email and password.");
    if (!EMAIL_FORMAT.test(email.trim())) return setProblem("Enter a valid email address.");
    setProblem(null);
    void login.submit({ email: email.trim(), password });
  }

  return (
    <Card className="mx-auto mt-6 max-w-md">
      <h1 className="font-display text-2xl font-bold">Admin Dashboard</h1>
      <p className="mt-1 text-muted">Sign in with the admin account to see the business.</p>
      <form className="mt-5 grid gap-4" onSubmit={submit} noValidate>
        <div className="grid gap-1.5">
          <Label htmlFor="admin-email">Email</Label>
          <Input
            id="admin-email"
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="admin-password">Password</Label>
          <Input
            id="admin-password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
        {problem ? (
          <p role="alert" className="text-sm font-semibold text-red-700">
            {problem}
          </p>
        ) : null}
        <Button type="submit" disabled={busy}>
          {busy ? "Signing in..." : "Login to Admin Dashboard"}
        </Button>
      </form>
    </Card>
  );
}
