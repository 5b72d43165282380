// Form helpers for the games pages (no inline script: everything hangs on data attributes).
//
// form[data-submit-once]: once sent, its submit buttons are disabled, so a double tap sends it
//   once (the server guards too). They come back if the page is shown again from the cache.
// form[data-enter-next]: Enter in a text field moves to the next field instead of pressing the
//   form's first button (which would be "Add player" or "Add meld").
(() => {
  "use strict";

  const FIELDS = "input:not([type=hidden]):not([disabled]), select:not([disabled])";

  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.matches("[data-submit-once]")) return;
    // After this event the browser has read the pressed button's name and value.
    setTimeout(() => {
      // form.elements: its buttons outside it too (form="…"), like the deal form's Save.
      for (const button of form.elements) {
        if (button instanceof HTMLButtonElement && button.type === "submit") button.disabled = true;
      }
    });
  });

  window.addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    for (const form of document.querySelectorAll("form[data-submit-once]")) {
      for (const button of form.elements) {
        if (button instanceof HTMLButtonElement && button.type === "submit") button.disabled = false;
      }
    }
  });

  document.addEventListener("keydown", (event) => {
    const field = event.target;
    if (event.key !== "Enter" || !(field instanceof HTMLInputElement)) return;
    const form = field.form;
    if (!form || !form.matches("[data-enter-next]") || !["text", "number"].includes(field.type)) {
      return;
    }
    event.preventDefault();
    const fields = Array.from(form.querySelectorAll(FIELDS)).filter((f) => f.offsetParent);
    const next = fields[fields.indexOf(field) + 1];
    if (next) next.focus();
  });
})();
