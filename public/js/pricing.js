// @ts-check
// The pricing page's only script (it ships no framework): keeps the Quick Top-Ups total live,
// clamps each quantity to 0-50, and allows buying once the basket reaches the minimum. Prices come
// from the page (written there from app/lib/plans.ts), so this file holds no figures of its own.

const form = /** @type {HTMLFormElement | null} */ (document.querySelector("form[data-top-ups]"));

if (form) {
  const inputs = /** @type {HTMLInputElement[]} */ ([...form.querySelectorAll("input[data-price-pence]")]);
  const total = form.querySelector("output");
  const buy = /** @type {HTMLButtonElement | null} */ (form.querySelector("[data-top-up-buy]"));
  const note = form.querySelector("[data-top-up-note]");
  const minimum = Number(form.dataset.minimumPence);
  const pounds = (/** @type {number} */ pence) =>
    `£${(pence / 100).toLocaleString("en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

  const clamp = (/** @type {HTMLInputElement} */ input) => {
    const value = Math.trunc(Number(input.value)) || 0;
    const clamped = Math.max(0, Math.min(Number(input.max), value));
    if (String(clamped) !== input.value) input.value = String(clamped);
    return clamped;
  };

  const update = () => {
    const pence = inputs.reduce((sum, input) => sum + clamp(input) * Number(input.dataset.pricePence), 0);
    if (total) total.textContent = pounds(pence);
    if (buy) buy.disabled = pence < minimum;
    if (note) note.toggleAttribute("hidden", pence >= minimum);
  };

  form.addEventListener("input", update);
  form.addEventListener("click", (event) => {
    const button = /** @type {HTMLElement} */ (event.target).closest("button[data-step]");
    if (!(button instanceof HTMLButtonElement)) return;
    const input = /** @type {HTMLInputElement | null} */ (document.getElementById(button.dataset.for ?? ""));
    if (!input) return;
    input.value = String(clamp(input) + Number(button.dataset.step));
    update();
  });
  // Zero quantities stay out of the checkout address.
  form.addEventListener("submit", () => {
    for (const input of inputs) input.disabled = clamp(input) === 0;
    setTimeout(() => {
      for (const input of inputs) input.disabled = false;
    });
  });
  update();
}
