export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the message is about, e.g. "sign-in-link" or "match-reminder"; shown in the local outbox. */
  tag: string;
  /**
   * Names this message so a retry never sends it twice (the API keeps keys for 24 hours); at most
   * 256 characters. Without one, each send gets a fresh key that its own retries reuse.
   */
  idempotencyKey?: string;
}

export interface EmailProvider {
  /** "builtin" writes to the local outbox; "live" calls the e-mail HTTP API. */
  readonly kind: "builtin" | "live";
  send(email: OutgoingEmail): Promise<{ id: string }>;
}
