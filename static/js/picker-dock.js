// Deal entry: one card picker (templates/cards/_picker.html, static/js/picker.js) for the whole
// form. A field's "Tap cards" button opens it right under that field and points its buttons at
// it; "Done", or the same button again, closes it. Without JavaScript the buttons stay hidden
// and players type the cards.
(() => {
  "use strict";

  const dock = document.getElementById("card-picker");
  if (!dock) return;
  const home = document.createComment("card picker");
  dock.before(home);
  let opener = null;

  function close() {
    if (opener) opener.setAttribute("aria-expanded", "false");
    opener = null;
    dock.hidden = true;
    home.after(dock);
  }

  function open(button) {
    const input = document.getElementById(button.dataset.pick);
    if (!input) return;
    if (opener) opener.setAttribute("aria-expanded", "false");
    opener = button;
    button.setAttribute("aria-expanded", "true");
    dock.querySelectorAll("[data-target]").forEach((target) => {
      target.dataset.target = input.id;
    });
    dock.querySelector("[data-pick-title]").textContent = button.dataset.pickLabel;
    const field = button.closest(".field");
    field.after(dock);
    dock.hidden = false;
    field.scrollIntoView({ block: "start", behavior: "smooth" });
  }

  function reveal(root) {
    root.querySelectorAll("[data-pick][hidden]").forEach((button) => {
      button.hidden = false;
    });
  }

  document.addEventListener("click", (event) => {
    const button = event.target.closest("[data-pick]");
    if (button) {
      if (button === opener) close();
      else open(button);
    } else if (event.target.closest("[data-pick-done]")) {
      close();
    }
  });

  // A swap (htmx "Add meld") must not take the picker away with the fields it replaces.
  document.addEventListener("htmx:beforeSwap", (event) => {
    if (event.detail.target.contains(dock)) close();
  });

  reveal(document);
  document.addEventListener("htmx:load", (event) => reveal(event.detail.elt));
})();
