import { type FormEvent, useState } from "react";
import { useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input, Label } from "~/components/ui/input";
import { toast } from "~/components/ui/toaster";
import { ApiError, api } from "~/lib/api-client";

const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The admin login (spec §2). Nothing secret is in the page: the server compares the e-mail and password
 * and, when they match, sets the admin's session; the page then reloads its data as that admin.
 */
export function AdminLoginForm() {
  const revalidator = useRevalidator();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !password) return setProblem("Enter the admin email and password.");
    if (!EMAIL_FORMAT.test(email.trim())) return setProblem("Enter a valid email address.");
    setProblem(null);
    setBusy(true);
    try {
      await api("/api/admin/login", { method: "POST", json: { email: email.trim(), password } });
      toast({ title: "Login successful", variant: "success" });
      await revalidator.revalidate();
    } catch (error) {
      const invalid = error instanceof ApiError && error.status === 401;
      const detail = invalid
        ? "Invalid credentials. Please check email and password."
        : error instanceof ApiError
          ? error.detail
          : "Could not reach the server. Please try again.";
      setProblem(`Login failed: ${detail}`);
      toast({ title: "Login failed", description: detail, variant: "destructive" });
    } finally {
      setBusy(false);
    }
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
