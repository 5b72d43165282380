// Card picker (templates/cards/_picker.html): tap buttons write card notation into a text input.
//
// The input stays the source of truth: a card button appends its notation, "Undo last" removes
// the last card, "Clear" empties it, a chip (templates/cards/_chips.html) removes its own card
// (data-index); each then fires a bubbling `input` event, as typing does, so htmx (or anything
// else listening) reacts the same way. Repeats are the packs' business: with two packs a card
// can be tapped twice (static/js/card-counts.js marks the cards used up), and the rules engine
// judges what is entered.
// In a meld ([data-run-fill]), a run may be tapped by its two ends: a card of the first card's
// suit, two ranks away or more, fills in the cards between (4♣ then 7♣ is 4♣ 5♣ 6♣ 7♣; round
// the ace the shorter way: Q♥ then A♥ is Q♥ K♥ A♥), while the packs have those cards left.
// Numbered cards and tiles (12G) run by their numbers, never round: 3R then 6R is 3R 4R 5R 6R.
(() => {
  "use strict";

  const RUN = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"];

  function between(first, last, picker) {
    const [from, to] = [first, last].map((word) => window.cardNotation.read(word));
    if (!from || !to || !from.symbol || !to.symbol || from.symbol !== to.symbol) return [];
    if (from.tone) return numbersBetween(from, to, picker);
    const places = (rank) => (rank === "A" ? [0, 13] : [RUN.indexOf(rank)]);
    const spans = places(from.rank).flatMap((start) => places(to.rank).map((end) => [start, end]));
    const [start, end] = spans.reduce((a, b) => (Math.abs(b[1] - b[0]) < Math.abs(a[1] - a[0]) ? b : a));
    if (Math.abs(end - start) < 2) return [];
    const step = Math.sign(end - start);
    const suit = from.notation.slice(-1);
    const cards = [];
    for (let at = start + step; at !== end; at += step) cards.push(RUN[at] + suit);
    return cards.every((card) => left(card, picker)) ? cards : [];
  }

  // Whether the picker has a card's button with a copy left.
  function left(card, picker) {
    const button = picker.querySelector(`[data-card="${card}"]`);
    return button !== null && button.dataset.left !== "0";
  }

  function numbersBetween(from, to, picker) {
    const [start, end] = [Number(from.rank), Number(to.rank)];
    if (Math.abs(end - start) < 2) return [];
    const step = Math.sign(end - start);
    const cards = [];
    for (let at = start + step; at !== end; at += step) cards.push(String(at) + from.symbol);
    return cards.every((card) => left(card, picker)) ? cards : [];
  }

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
      if (input.hasAttribute("data-run-fill") && list.length === 1) {
        list.push(...between(list[0], button.dataset.card, button.closest("[data-picker]")));
      }
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

  // Pickers, and the hints on tapping them ([data-picker-hint]), are hidden until this script
  // runs: without JavaScript, players type the cards.
  function reveal(root) {
    root.querySelectorAll("[data-picker][hidden], [data-picker-hint][hidden]").forEach((element) => {
      element.hidden = false;
    });
  }

  document.addEventListener("click", onClick);
  reveal(document);
  document.addEventListener("htmx:load", (event) => reveal(event.detail.elt));
})();
