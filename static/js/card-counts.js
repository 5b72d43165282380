// Used cards: each picker button that knows how many copies the packs hold (data-copies, see
// templates/cards/_picker.html) shows how many are left once every cards input of the page
// (input[data-cards]) is counted: data-left, and "used" with none left, when it cannot be
// tapped again. A card entered twice by mistake is freed by removing one of its chips.
// A button used up while it has the focus (its last copy tapped from the keyboard) would drop
// the focus to the page's top: it goes on to the picker's next card left, else the picker (the
// docked picker's joker is beside its cards: the dock).
//
// Counted at once for a card typed or tapped (what is tapped next needs its button's count);
// for a draft being put back (deal-draft.js marks its form data-restoring and sends an input
// event per field, each of which counted the whole page's cards and buttons again), and for the
// page's pageshow and htmx:load, once at the end of the task.
(() => {
  "use strict";

  function keepFocus(button) {
    const picker = button.closest(".picker-dock, [data-picker]");
    if (!picker) return;
    const buttons = Array.from(picker.querySelectorAll("button[data-card]"));
    const after = buttons.slice(buttons.indexOf(button) + 1);
    const before = buttons.slice(0, buttons.indexOf(button)).reverse();
    const next = after.concat(before).find((other) => !other.disabled && !other.hidden);
    if (next) {
      next.focus();
    } else {
      picker.tabIndex = -1;
      picker.focus();
    }
  }

  function count() {
    const focused = document.activeElement;
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
      if (button.dataset.left !== String(left)) button.dataset.left = String(left);
      if (button.disabled !== (left === 0)) button.disabled = left === 0;
      button.classList.toggle("used", left === 0);
      button.classList.toggle("some-used", left > 0 && left < copies);
    });
    if (focused instanceof HTMLButtonElement && focused.disabled && focused.matches("[data-copies]")) {
      keepFocus(focused);
    }
  }

  let due = false;

  // At the end of the task (a microtask): before anything is painted or tapped again.
  function countSoon() {
    if (due) return;
    due = true;
    queueMicrotask(() => {
      due = false;
      count();
    });
  }

  document.addEventListener("input", (event) => {
    if (event.target.closest && event.target.closest("form[data-restoring]")) countSoon();
    else count();
  });
  document.addEventListener("htmx:load", countSoon);
  window.addEventListener("pageshow", countSoon);
  count();
})();
