// "Add meld" without a round trip: the form button [data-add-meld] adds one empty meld field
// after the player's last, a copy of it renumbered (input, label, chips, the verdict's request),
// instead of sending the form. Without JavaScript the button sends the form, which comes back
// with one more meld field. The new field is announced with a bubbling "meld:added" event.
(() => {
  "use strict";

  function renumbered(last) {
    const input = last.querySelector("input[data-cards]");
    const [, stem, number] = /^(.*-)(\d+)$/.exec(input.id);
    const next = `${stem}${Number(number) + 1}`;
    const template = document.createElement("template");
    // Without the style attributes a script left (style=""): parsed, the Content-Security-Policy
    // refuses them.
    template.innerHTML = last.outerHTML
      .replace(new RegExp(`${input.id}(?!\\d)`, "g"), next)
      .replace(/\sstyle=\x22[^\x22]*\x22/g, "");
    const field = template.content.firstElementChild;
    const copy = field.querySelector("input[data-cards]");
    copy.removeAttribute("value");
    copy.value = "";
    const label = field.querySelector("label");
    label.textContent = label.textContent.replace(/\d+$/, String(Number(number) + 2));
    field.querySelectorAll(".meld-check, .field-note, [data-chips]").forEach((part) => {
      part.replaceChildren();
      part.classList.remove("field-error");
    });
    field.querySelectorAll("[aria-expanded]").forEach((button) => {
      button.setAttribute("aria-expanded", "false");
    });
    return field;
  }

  document.addEventListener("click", (event) => {
    const button = event.target.closest("[data-add-meld]");
    if (!button) return;
    event.preventDefault();
    const fields = button.parentElement.querySelectorAll('[data-walk-field="meld"]');
    const field = renumbered(fields[fields.length - 1]);
    fields[fields.length - 1].after(field);
    if (window.htmx) window.htmx.process(field);
    field.dispatchEvent(new Event("meld:added", { bubbles: true }));
  });
})();
