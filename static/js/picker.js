// Card picker (templates/cards/_picker.html): tap buttons write card notation into a text input.
//
// The input stays the source of truth: a card button appends its notation, "Undo last" removes
// the last card, "Clear" empties it, a chip (templates/cards/_chips.html) removes its own card
// (data-index); each then fires a bubbling `input` event, as typing does, so htmx (or anything
// else listening) reacts the same way. Repeats are the packs' business: with two packs a card
// can be tapped twice (static/js/card-counts.js marks the cards used up), and the rules engine
// judges what is entered.
(() => {
  "use strict";

  function write(input, list) {
    input.value = list.join(" ");
    input.dispatchEvent(new Event("input", { bubbles: true }));
  }

  function onClick(event) {
    const button = event.target.closest("button[data-target]");
    if (!button) return;
    const input = document.getElementById(button.dataset.target);
    if (!(input instanceof HTMLInputElement)) return;
    const list = window.cardNotation.tokens(input.value);
    const action = button.dataset.pickerAction;
    if (button.dataset.card) {
      list.push(button.dataset.card);
    } else if (action === "undo") {
      list.pop();
    } else if (action === "clear") {
      list.length = 0;
    } else if (action === "remove") {
      list.splice(Number(button.dataset.index), 1);
    } else {
      return;
    }
    write(input, list);
  }

  // Pickers are hidden until this script runs: without JavaScript, players type the cards.
  function reveal(root) {
    root.querySelectorAll("[data-picker][hidden]").forEach((picker) => {
      picker.hidden = false;
    });
  }

  document.addEventListener("click", onClick);
  reveal(document);
  document.addEventListener("htmx:load", (event) => reveal(event.detail.elt));
})();
