// Used cards: each picker button that knows how many copies the packs hold (data-copies, see
// templates/cards/_picker.html) shows how many are left once every cards input of the page
// (input[data-cards]) is counted: data-left, and "used" with none left, when it cannot be
// tapped again. A card entered twice by mistake is freed by removing one of its chips.
(() => {
  "use strict";

  function count() {
    const entered = new Map();
    document.querySelectorAll("input[data-cards]").forEach((input) => {
      window.cardNotation.tokens(input.value).forEach((word) => {
        const card = window.cardNotation.read(word);
        if (card) entered.set(card.notation, (entered.get(card.notation) || 0) + 1);
      });
    });
    document.querySelectorAll("button[data-copies]").forEach((button) => {
      const copies = Number(button.dataset.copies);
      const left = Math.max(copies - (entered.get(button.dataset.card) || 0), 0);
      button.dataset.left = String(left);
      button.disabled = left === 0;
      button.classList.toggle("used", left === 0);
      button.classList.toggle("some-used", left > 0 && left < copies);
    });
  }

  document.addEventListener("input", count);
  document.addEventListener("htmx:load", count);
  window.addEventListener("pageshow", count);
  count();
})();
