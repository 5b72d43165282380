// Chips (templates/cards/_chips.html): the cards of the text input named by a list's data-chips,
// drawn as chips that wrap (in the dock, one row scrolled to the last card), each a button that removes its card (static/js/picker.js does the
// removing). They follow the input's `input` events, and a change of the list's data-chips
// (the docked picker points its list at the field it fills).
//
// A list is drawn again only when its field or the field's text changed: a restored draft
// (deal-draft.js) sends an input event per field, and the page's pageshow and htmx:load would
// each draw every list again. The row is scrolled to its last card once per frame, for every
// list drawn in it: scrollWidth read after each draw laid the whole page out again, once per
// field (a quarter of a second on a phone, as the draft came back).
(() => {
  "use strict";

  const drawn = new WeakMap(); // list -> "<input id> <text>" it shows
  const unscrolled = new Set(); // lists drawn since the last frame

  function chip(input, word, index) {
    const card = window.cardNotation.read(word);
    const text = card ? `${card.face}${card.symbol}` : word;
    const button = document.createElement("button");
    button.type = "button";
    button.className = card && card.tone ? `chip tone tone-${card.tone}` : card && card.red ? "chip red" : "chip";
    button.dataset.target = input.id;
    button.dataset.pickerAction = "remove";
    button.dataset.index = String(index);
    button.textContent = text;
    button.setAttribute("aria-label", words("Remove %(card)s", { card: text }));
    const item = document.createElement("li");
    item.append(button);
    return item;
  }

  function scrollDrawn() {
    for (const list of unscrolled) list.scrollLeft = list.scrollWidth;
    unscrolled.clear();
  }

  function draw(list) {
    const input = list.dataset.chips && document.getElementById(list.dataset.chips);
    if (list.hidden) list.hidden = false;
    const shown = input instanceof HTMLInputElement ? `${input.id} ${input.value}` : "";
    if (drawn.get(list) === shown) return;
    drawn.set(list, shown);
    if (!shown) {
      list.replaceChildren();
      return;
    }
    const tokens = window.cardNotation.tokens(input.value);
    list.replaceChildren(...tokens.map((word, index) => chip(input, word, index)));
    // A row that scrolls (the dock's) shows the last card.
    if (!unscrolled.size) requestAnimationFrame(scrollDrawn);
    unscrolled.add(list);
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
