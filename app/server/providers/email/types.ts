export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the message is about, e.g. "sign-in-link" or "match-reminder"; shown in the local outbox. */
  tag: string;
}

export interface EmailProvider {
  /** "builtin" writes to the local outbox; "live" calls the e-mail HTTP API. */
  readonly kind: "builtin" | "live";
  send(email: OutgoingEmail): Promise<{ id: string }>;
}
