// New game: the "Deals first" choices take the names as they are typed (the server names them
// "Player 1", "Player 2"... in the page's language until the form is sent).
(() => {
  "use strict";

  function nameDealers() {
    const select = document.querySelector("select[data-dealer-select]");
    if (!select) return;
    Array.from(select.options).forEach((option, index) => {
      const input = document.getElementById(`players-${index}`);
      const name = input ? input.value.trim() : "";
      option.textContent = name || words("Player %(number)s", { number: index + 1 });
    });
  }

  document.addEventListener("input", (event) => {
    if (event.target instanceof HTMLInputElement && event.target.id.startsWith("players-")) {
      nameDealers();
    }
  });
  document.addEventListener("htmx:load", nameDealers);
})();
