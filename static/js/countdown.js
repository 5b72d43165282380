// A timed series' clock ([data-countdown], templates/events/_standings.html): the minutes and
// seconds left until data-ends-at (the server's clock, in UTC), counted every second on this
// phone; at 0 it says data-over ("Time is up: the deal in play is the last."). The wall page
// is drawn again every few seconds (htmx): the clock is found anew at each tick, and counted
// at once when htmx swaps it in (else it would stand empty for up to a second each time).
(() => {
  "use strict";

  const two = (number) => String(number).padStart(2, "0");

  function tick() {
    for (const clock of document.querySelectorAll("[data-countdown]")) {
      const ends = Date.parse(clock.dataset.endsAt);
      const shown = clock.querySelector("[data-countdown-left]");
      if (Number.isNaN(ends) || !shown) continue;
      const seconds = Math.max(0, Math.ceil((ends - Date.now()) / 1000));
      const text =
        seconds === 0
          ? clock.dataset.over
          : `${Math.floor(seconds / 60)}:${two(seconds % 60)}`;
      if (shown.textContent !== text) shown.textContent = text;
      clock.classList.toggle("series-over", seconds === 0);
    }
  }

  tick();
  setInterval(tick, 1000);
  document.addEventListener("htmx:afterSwap", tick);
})();
