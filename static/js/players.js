// New game: the "Deals first" choices and the labels of the points from paper take the names as
// they are typed (the server names them "Player 1", "Player 2"... in the page's language until
// the form is sent).
(() => {
  "use strict";

  function nameOf(index) {
    const input = document.getElementById(`players-${index}`);
    const name = input ? input.value.trim() : "";
    return name || words("Player %(number)s", { number: index + 1 });
  }

  function namePlayers() {
    const select = document.querySelector("select[data-dealer-select]");
    if (select) {
      Array.from(select.options).forEach((option, index) => {
        option.textContent = nameOf(index);
      });
    }
    document.querySelectorAll("[data-paper-name]").forEach((label) => {
      label.textContent = nameOf(Number(label.dataset.paperName));
    });
  }

  document.addEventListener("input", (event) => {
    if (event.target instanceof HTMLInputElement && event.target.id.startsWith("players-")) {
      namePlayers();
    }
  });
  document.addEventListener("htmx:load", namePlayers);
})();
