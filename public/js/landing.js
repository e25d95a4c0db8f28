// @ts-check
// The signed-out pages ship no framework: this small module is their only script. It opens the
// Quick Access dialog, calls /api/temp-access and shows toasts with the same strings and
// behaviour as the app's own (spec §8): one at a time, 5 s, F8 focuses the region.

const TOAST_MS = 5000;
const region = /** @type {HTMLElement | null} */ (document.getElementById("toasts"));

/** @param {{ title: string, description?: string, variant?: "default" | "success" | "destructive" }} toast */
function showToast({ title, description, variant = "default" }) {
  if (!region) return;
  region.replaceChildren();
  const item = document.createElement("div");
  item.className = `toast toast-${variant}`;
  item.setAttribute("role", "status");
  const heading = document.createElement("p");
  heading.className = "toast-title";
  heading.textContent = title;
  item.append(heading);
  if (description) {
    const body = document.createElement("p");
    body.className = "toast-description";
    body.textContent = description;
    item.append(body);
  }
  const close = document.createElement("button");
  close.type = "button";
  close.className = "toast-close";
  close.setAttribute("aria-label", "Dismiss");
  close.textContent = "×";
  close.addEventListener("click", () => item.remove());
  item.append(close);
  region.append(item);
  setTimeout(() => item.remove(), TOAST_MS);
}

// A toast the server rendered (after a redirect) leaves after the same 5 s.
for (const existing of region?.querySelectorAll(".toast") ?? []) {
  setTimeout(() => existing.remove(), TOAST_MS);
  existing.querySelector(".toast-close")?.addEventListener("click", () => existing.remove());
}

document.addEventListener("keydown", (event) => {
  if (event.key === "F8" && region) {
    event.preventDefault();
    region.focus();
  }
});

const dialog = /** @type {HTMLDialogElement | null} */ (document.getElementById("quick-access"));
const form = /** @type {HTMLFormElement | null} */ (dialog?.querySelector("form") ?? null);
const inlineError = /** @type {HTMLElement | null} */ (document.getElementById("quick-access-error"));

/**
 * A failure while the dialog is open: shown inside it (an open modal dialog makes everything
 * outside it inert, toasts included) as well as in the toast.
 * @param {string} title
 * @param {string | undefined} description
 */
function showError(title, description) {
  if (inlineError && dialog?.open) {
    inlineError.textContent = description ? `${title}: ${description}` : title;
    inlineError.hidden = false;
  }
  showToast({ title, description, variant: "destructive" });
}

form?.addEventListener("input", () => {
  if (inlineError) inlineError.hidden = true;
});

for (const opener of document.querySelectorAll("[data-opens='quick-access']")) {
  opener.addEventListener("click", () => {
    if (dialog && !dialog.open) dialog.showModal();
  });
}
for (const closer of dialog?.querySelectorAll("[data-closes]") ?? []) {
  closer.addEventListener("click", () => dialog?.close());
}

form?.addEventListener("submit", async (event) => {
  event.preventDefault();
  const input = /** @type {HTMLInputElement} */ (form.elements.namedItem("email"));
  const submit = /** @type {HTMLButtonElement} */ (form.querySelector("button[type=submit]"));
  const cancel = /** @type {HTMLButtonElement} */ (form.querySelector("[data-closes]"));
  const email = input.value.trim();
  if (!email) {
    showError("Email Required", "Please enter your email address");
    return;
  }
  const label = submit.textContent;
  submit.textContent = "Checking...";
  submit.disabled = true;
  cancel.disabled = true;
  try {
    const response = await fetch("/api/temp-access", {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email }),
    });
    const answer = await response.json().catch(() => null);
    if (response.status === 400 || response.status === 429) {
      showError("Access Denied", answer?.error?.message);
    } else if (!response.ok || !answer) {
      throw new Error(`${response.status}: ${response.statusText}`);
    } else if (!answer.success) {
      showError("Access Denied", answer.message || "User not found. Please contact support.");
    } else if (answer.user) {
      dialog?.close();
      showToast({
        title: "Access Granted!",
        description: `Welcome back, ${answer.user.email}.`,
        variant: "success",
      });
      window.location.assign("/dashboard");
    } else {
      dialog?.close();
      showToast({ title: "Check your email", description: answer.message, variant: "success" });
    }
  } catch (error) {
    console.error("Quick Access failed", error);
    showError("Error", "Failed to grant access. Please try again.");
  } finally {
    submit.textContent = label;
    submit.disabled = false;
    cancel.disabled = false;
  }
});
