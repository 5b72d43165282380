// The seat page follows the table (templates/seats/seat.html): every few seconds without a
// draft sent (seat-draft.js marks each), it asks whether the scorekeeper chose the wild rank or
// saved the deal (304 while nothing changed); a draft sent meanwhile stands for the question.
// Once the player has a card of this deal on the page it asks every data-live-seconds (the
// cross-checks that concern them, the save of what they handed in); before, while the deal is
// played, half as often: only the dealer's wild rank may come, and an evening of many tables
// asks the server a good deal less.
// A new wild rank is shown and the melds are checked again (the dealer's page also says it:
// their rank buttons); a saved deal opens the next one;
// the engine's cross-checks that concern this seat are shown in the dock.
(() => {
  "use strict";

  const form = document.querySelector("form[data-seat-draft]");
  if (!form) return;
  const number = Number(form.dataset.number);
  const wild = document.getElementById("wild_rank");
  const shown = document.getElementById("seat-wild");
  let etag = "";

  // The dealer's rank buttons (the upcard turned): the rank chosen stays marked.
  const upcard = document.querySelector("form[data-upcard]");

  function showWildRank(rank) {
    if (rank === null || rank === wild.value) return;
    wild.value = rank;
    const strong = document.createElement("strong");
    strong.textContent = rank;
    shown.replaceChildren(words("Wild rank: "), strong);
    for (const button of upcard ? upcard.querySelectorAll("button[name=wild_rank]") : []) {
      const chosen = button.value === rank;
      button.setAttribute("aria-pressed", String(chosen));
      button.classList.toggle("primary", chosen);
      button.classList.toggle("secondary", !chosen);
    }
    wild.dispatchEvent(new Event("change", { bubbles: true }));
  }

  // A rank tapped is sent at once and shown here (the other phones hear it as they follow the
  // table); a refusal is said under the buttons. Without a connection the form is sent the
  // ordinary way, which says so.
  if (upcard) {
    // A new deal opens where the last one was left, maybe scrolled down: the rank comes first.
    if (!wild.value) upcard.scrollIntoView({ block: "nearest" });
    const note = upcard.querySelector("[data-upcard-note]");
    upcard.addEventListener("submit", async (event) => {
      event.preventDefault();
      const rank = event.submitter ? event.submitter.value : "";
      const body = new FormData(upcard);
      body.set("wild_rank", rank);
      let response;
      try {
        response = await fetch(upcard.action, {
          method: "POST",
          body,
          headers: { Accept: "application/json" },
        });
      } catch {
        const sent = document.createElement("input");
        sent.type = "hidden";
        sent.name = "wild_rank";
        sent.value = rank;
        upcard.append(sent);
        upcard.submit();
        return;
      }
      const answer = await response.json().catch(() => ({}));
      note.hidden = response.ok;
      note.textContent = response.ok ? "" : answer.error || "";
      if (response.ok) showWildRank(answer.wild_rank);
    });
  }

  function showProblems(problems) {
    const list = document.getElementById("seat-problems");
    if (!list || !Array.isArray(problems)) return;
    list.replaceChildren(...problems.map((problem) => {
      const item = document.createElement("li");
      item.textContent = problem;
      return item;
    }));
  }

  const every = (Number(form.dataset.liveSeconds) || 3) * 1000;
  let timer = null;
  let turns = 0;

  function entering() {
    return Array.from(form.querySelectorAll("input[data-cards]")).some((field) => field.value.trim());
  }

  async function follow() {
    if (document.hidden || Date.now() - Number(form.dataset.sentAt || 0) < every) return;
    turns += 1;
    if (!entering() && turns % 2) return; // the deal is being played: every other turn
    try {
      const response = await fetch(form.dataset.liveUrl, {
        headers: { "If-None-Match": etag },
        cache: "no-store",
      });
      if (response.status === 404) {
        // The scorekeeper changed the seat link or switched it off: asking again would only
        // count as guesses at links.
        clearInterval(timer);
        document.getElementById("seat-status").textContent =
          words("This seat link no longer works: ask the scorekeeper for the new one.");
        return;
      }
      if (response.status !== 200) return;
      etag = response.headers.get("ETag") || "";
      const live = await response.json();
      if (live.number !== number && !form.dataset.late) {
        window.location.replace(window.location.pathname);
        return;
      }
      showWildRank(live.wild_rank);
      showProblems(live.problems);
    } catch {
      // offline for a moment: the next turn asks again
    }
  }

  timer = setInterval(follow, every);
})();
