// Chips (templates/cards/_chips.html): the cards of the text input named by a list's data-chips,
// drawn as chips that wrap (in the dock, one row scrolled to the last card), each a button that removes its card (static/js/picker.js does the
// removing). They follow the input's `input` events, and a change of the list's data-chips
// (the docked picker points its list at the field it fills).
(() => {
  "use strict";

  function chip(input, word, index) {
    const card = window.cardNotation.read(word);
    const text = card ? `${card.rank}${card.symbol}` : word;
    const button = document.createElement("button");
    button.type = "button";
    button.className = card && card.red ? "chip red" : "chip";
    button.dataset.target = input.id;
    button.dataset.pickerAction = "remove";
    button.dataset.index = String(index);
    button.textContent = text;
    button.setAttribute("aria-label", `Remove ${text}`);
    const item = document.createElement("li");
    item.append(button);
    return item;
  }

  function draw(list) {
    const input = list.dataset.chips && document.getElementById(list.dataset.chips);
    list.hidden = false;
    if (!(input instanceof HTMLInputElement)) {
      list.replaceChildren();
      return;
    }
    const tokens = window.cardNotation.tokens(input.value);
    list.replaceChildren(...tokens.map((word, index) => chip(input, word, index)));
    list.scrollLeft = list.scrollWidth; // a row that scrolls (the dock's) shows the last card
  }

  function drawAll(root) {
    root.querySelectorAll("[data-chips]").forEach(draw);
  }

  document.addEventListener("input", (event) => {
    const id = event.target.id;
    if (id) document.querySelectorAll(`[data-chips="${CSS.escape(id)}"]`).forEach(draw);
  });
  new MutationObserver((changes) => changes.forEach((change) => draw(change.target))).observe(
    document.body,
    { subtree: true, attributes: true, attributeFilter: ["data-chips"] },
  );
  document.addEventListener("htmx:load", (event) => drawAll(event.detail.elt));
  window.addEventListener("pageshow", () => drawAll(document));
  drawAll(document);
})();
