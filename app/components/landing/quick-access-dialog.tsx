import { buttonClasses } from "../ui/button";

/**
 * Quick Access on the signed-out pages: a native <dialog> (focus trap, Esc and focus return come
 * from the browser) driven by public/js/landing.js, so these pages need no framework at all.
 */
export function QuickAccessDialog({ localMode }: { localMode: boolean }) {
  return (
    <dialog
      id="quick-access"
      aria-labelledby="quick-access-title"
      aria-describedby="quick-access-description"
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-6 shadow-xl backdrop:bg-black/50"
    >
      <h2 id="quick-access-title" className="font-display text-2xl font-bold text-ink">
        Access Full House
      </h2>
      <p id="quick-access-description" className="mt-2 text-muted">
        {localMode
          ? "Quick Access opens an existing Full House account with just its email address, so you can get straight to work."
          : "Enter your account's email address and we'll send you a one-time sign-in link."}
      </p>
      <form noValidate className="mt-4 space-y-4">
        <div className="space-y-1.5">
          <label htmlFor="quick-access-email" className="block text-sm font-semibold text-ink">
            Email
          </label>
          <input
            id="quick-access-email"
            type="email"
            name="email"
            required
            autoComplete="email"
            placeholder="landlord@yourpub.co.uk"
            aria-describedby="quick-access-error"
            className="h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base text-ink placeholder:text-stone-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
          />
        </div>
        {/* Errors are shown here too: toasts outside an open modal dialog are inert to screen readers. */}
        <p
          id="quick-access-error"
          role="alert"
          hidden
          className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-semibold text-red-900"
        />
        <p className="rounded-lg bg-brass-100 p-3 text-sm text-ink">
          {localMode
            ? "Quick Access is a temporary shortcut for this local copy. On the live site it e-mails a one-time link that works for 15 minutes, and the normal Log In is always there."
            : "The link works once, for 15 minutes. You can always use the normal Log In instead."}
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" data-closes className={buttonClasses({ variant: "outline" })}>
            Cancel
          </button>
          <button type="submit" className={buttonClasses()}>
            Access Account
          </button>
        </div>
      </form>
    </dialog>
  );
}
