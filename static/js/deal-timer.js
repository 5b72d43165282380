// The timer of the deal in play on the scorekeeper's page (templates/games/_enter_deal.html):
// "Deal timer" shows how long the deal has been played, from the last save (or the game's
// start), counted every second on this phone; pressed again, it goes. The phone remembers the
// choice for every game (localStorage). The start is the server's clock, read by this phone's:
// a phone whose clock is off shows the time off by as much. The scoreboard may be drawn again
// (htmx): the timer is found anew at each tick.
(() => {
  "use strict";

  const KEY = "scorekeeper:deal-timer";
  let on = false;
  try {
    on = localStorage.getItem(KEY) === "on";
  } catch {
    on = false;
  }

  const two = (number) => String(number).padStart(2, "0");

  function tick() {
    for (const timer of document.querySelectorAll("[data-deal-timer]")) {
      const since = Date.parse(timer.dataset.since);
      timer.hidden = Number.isNaN(since);
      const toggle = timer.querySelector("[data-timer-toggle]");
      if (toggle.getAttribute("aria-pressed") !== String(on)) toggle.setAttribute("aria-pressed", String(on));
      timer.querySelector("[data-timer-shown]").hidden = !on;
      if (!on || timer.hidden) continue;
      const seconds = Math.max(0, Math.floor((Date.now() - since) / 1000));
      const hours = Math.floor(seconds / 3600);
      const minutes = Math.floor((seconds % 3600) / 60);
      const text = hours
        ? `${hours}:${two(minutes)}:${two(seconds % 60)}`
        : `${minutes}:${two(seconds % 60)}`;
      const clock = timer.querySelector("[data-timer-clock]");
      if (clock.textContent !== text) {
        clock.textContent = text;
        clock.setAttribute("datetime", `PT${seconds}S`);
      }
    }
  }

  document.addEventListener("click", (event) => {
    if (!event.target.closest("[data-timer-toggle]")) return;
    on = !on;
    try {
      if (on) localStorage.setItem(KEY, "on");
      else localStorage.removeItem(KEY);
    } catch {
      // storage refused: the timer still shows on this page
    }
    tick();
  });
  document.addEventListener("htmx:load", tick);
  tick();
  setInterval(() => { if (on) tick(); }, 1000);
})();
