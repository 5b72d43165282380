// Players' colours and avatars kept on this device, for games at no table (a table keeps its
// own on the server): each look saved is remembered under the name, casefolded, in
// localStorage; the new-game form, at no table, offers a name's remembered look as it is typed,
// and every avatar shown beside a look's inputs follows them as they change.
(() => {
  "use strict";

  const KEY = "scorekeeper.looks";

  function remembered() {
    try {
      return JSON.parse(localStorage.getItem(KEY)) || {};
    } catch {
      return {};
    }
  }

  function remember(name, colour, avatar) {
    if (!name || !colour) return;
    const looks = remembered();
    looks[name.toLowerCase()] = { colour, avatar };
    try {
      localStorage.setItem(KEY, JSON.stringify(looks));
    } catch {
      // Storage full or refused: the look is still stored with the game.
    }
  }

  function parts(box) {
    return {
      colour: box.querySelector("[data-look-colour]"),
      text: box.querySelector("[data-look-text]"),
      avatar: box.querySelector("[data-look-avatar]"),
      name: document.getElementById(`players-${box.dataset.playerLook}`),
    };
  }

  // The preview beside the inputs: the avatar typed, else the name's first letter.
  function show(box) {
    const { colour, text, avatar, name } = parts(box);
    if (!avatar) return;
    avatar.className = avatar.className.replace(/colour-\S+/, `colour-${colour.value}`);
    const typed = text.value.trim();
    avatar.textContent = typed || (name ? name.value.trim().slice(0, 1).toUpperCase() : "") || "?";
  }

  function atNoTable(form) {
    const table = form.querySelector("select[name=table]");
    return !table || !table.value;
  }

  function offer(box) {
    const { colour, text, name } = parts(box);
    const look = name && remembered()[name.value.trim().toLowerCase()];
    if (!look || !atNoTable(box.closest("form"))) return;
    if (colour.querySelector(`option[value="${CSS.escape(look.colour)}"]`)) colour.value = look.colour;
    text.value = look.avatar || "";
  }

  document.addEventListener("input", (event) => {
    const box = event.target.closest && event.target.closest("[data-player-look]");
    if (box) show(box);
    const name = event.target.id && event.target.id.match(/^players-(\d+)$/);
    if (name) {
      const row = document.querySelector(`[data-player-look="${name[1]}"]`);
      if (row) show(row);
    }
  });

  document.addEventListener("change", (event) => {
    const name = event.target.id && event.target.id.match(/^players-(\d+)$/);
    const row = name && document.querySelector(`[data-player-look="${name[1]}"]`);
    if (row) {
      offer(row);
      show(row);
    }
  });

  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (form.querySelector("[data-player-look]") && atNoTable(form)) {
      form.querySelectorAll("[data-player-look]").forEach((box) => {
        const { colour, text, name } = parts(box);
        if (name) remember(name.value.trim(), colour.value, text.value.trim());
      });
    }
    if (form.dataset.lookName) {
      const colour = form.querySelector("select");
      const text = form.querySelector("input[type=text]");
      remember(form.dataset.lookName, colour.value, text.value.trim());
    }
  });
})();
