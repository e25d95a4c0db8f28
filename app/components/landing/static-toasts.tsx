import type { Toast } from "~/lib/toast";

/**
 * The toast region of pages that ship no framework: the server renders a pending flash toast here
 * and public/js/landing.js shows the rest, with the app's own region name so F8 finds it.
 */
export function StaticToasts({ toast }: { toast: Toast | null }) {
  return (
    <section id="toasts" aria-label="Notifications (F8)" tabIndex={-1} className="toast-region">
      {toast && (
        <div role="status" className={`toast toast-${toast.variant ?? "default"}`}>
          <p className="toast-title">{toast.title}</p>
          {toast.description && <p className="toast-description">{toast.description}</p>}
          <button type="button" className="toast-close" aria-label="Dismiss">
            ×
          </button>
        </div>
      )}
    </section>
  );
}
