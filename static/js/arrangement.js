// Gin Rummy's least deadwood on the deal form: a button [data-arrange] under the form's
// breakdown (games/_preview_detail.html) enters one player's cards as that arrangement: each
// meld in a meld field of the player (more fields added as "Add meld" adds them, the rest
// emptied), the deadwood in hand; the cards laid off stay. Each field changed sends "input",
// so the draft kept on the phone, the meld checks and the sheet by Save follow.
(() => {
  "use strict";

  function put(input, value) {
    if (!input || input.value === value) return;
    input.value = value;
    input.dispatchEvent(new Event("input", { bubbles: true }));
  }

  document.addEventListener("click", (event) => {
    const button = event.target.closest("[data-arrange]");
    if (!button) return;
    const seat = button.dataset.arrange;
    const box = document.getElementById(`players-${seat}-melds`);
    if (!box) return;
    const melds = button.dataset.melds ? button.dataset.melds.split("|") : [];
    const inputs = () => box.querySelectorAll('[data-walk-field="meld"] input[data-cards]');
    const add = box.querySelector("[data-add-meld]");
    for (let rounds = 0; add && inputs().length < melds.length && rounds < 20; rounds += 1) {
      add.click();
    }
    inputs().forEach((input, index) => put(input, melds[index] || ""));
    put(document.getElementById(`players-${seat}-hand`), button.dataset.hand || "");
  });
})();
