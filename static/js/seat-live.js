// The seat page follows the table (templates/seats/seat.html): every few seconds it asks
// whether the scorekeeper chose the wild rank or saved the deal (304 while nothing changed).
// A new wild rank is shown and the melds are checked again; a saved deal opens the next one.
(() => {
  "use strict";

  const form = document.querySelector("form[data-seat-draft]");
  if (!form) return;
  const number = Number(form.dataset.number);
  const wild = document.getElementById("wild_rank");
  const shown = document.getElementById("seat-wild");
  let etag = "";

  function showWildRank(rank) {
    if (rank === null || rank === wild.value) return;
    wild.value = rank;
    const strong = document.createElement("strong");
    strong.textContent = rank;
    shown.replaceChildren("Wild rank: ", strong);
    wild.dispatchEvent(new Event("change", { bubbles: true }));
  }

  async function follow() {
    if (document.hidden) return;
    try {
      const response = await fetch(form.dataset.liveUrl, {
        headers: { "If-None-Match": etag },
        cache: "no-store",
      });
      if (response.status !== 200) return;
      etag = response.headers.get("ETag") || "";
      const live = await response.json();
      if (live.number !== number) {
        window.location.replace(window.location.pathname);
        return;
      }
      showWildRank(live.wild_rank);
    } catch {
      // offline for a moment: the next turn asks again
    }
  }

  setInterval(follow, (Number(form.dataset.liveSeconds) || 2) * 1000);
})();
