/**
 * Headers the Worker's socket route sets on the request it hands the night's Durable Object (never
 * passed on from a client): the socket's role, and for the host the account the session proved.
 */
export const NIGHT_ROLE_HEADER = "X-Night-Role";
export const NIGHT_ACCOUNT_HEADER = "X-Night-Account";
