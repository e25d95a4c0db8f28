import { data } from "react-router";
import { ZodError } from "zod";
import { ERROR_CODES } from "~/lib/contract/errors";
import { AppError, describeZodError } from "./errors.server";

/** What a page's action answers when it refuses: the contract's error shape, with its status. */
export interface PageActionError {
  error: { code: string; message: string };
}

/**
 * Runs a page's action. A refusal (bad input, no plan, not yours) comes back as data the page shows
 * where the person acted, with its status — not the error page — and a 4xx skips revalidation, as
 * nothing changed. Anything else is a real fault and goes to the error boundary.
 */
export async function pageAction<T>(work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) {
      const body: PageActionError = { error: { code: error.code, message: error.message } };
      return data(body, { status: error.status, headers: error.headers });
    }
    if (error instanceof ZodError) {
      const body: PageActionError = {
        error: { code: ERROR_CODES.invalidInput, message: describeZodError(error) },
      };
      return data(body, { status: 400 });
    }
    throw error;
  }
}
