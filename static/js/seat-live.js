// The seat page follows the table (templates/seats/seat.html): it asks whether the scorekeeper
// or the dealer chose the wild rank or the scorekeeper saved the deal, with the ETag of what it
// shows. Where the server holds the question (Live-Hold, gevent workers: scorekeeper/web/
// held_polls.py), it is asked again as soon as it is answered: the server answers as the deal's
// facts change, else after the wait asked (data-live-seconds with a card of this deal on the
// page, six times that before), 304 if nothing changed; so a change shows within a second and
// a phone asks no more often than before. A page with cards in asks nothing for
// data-live-seconds after each draft it sent, as before. Where it answers at once, the page asks every
// data-live-seconds without a draft sent (seat-draft.js marks each: a draft sent stands for the
// question), half as often before the player has a card of the deal in: only the dealer's wild
// rank may come, and an evening of many tables asks the server a good deal less.
// A new wild rank is shown and the melds are checked again (the dealer's page also says it:
// their rank buttons); a saved deal opens the next one;
// the engine's cross-checks that concern this seat are shown in the dock.
// Nothing typed is touched: a draft lives in seat-draft.js, kept on the phone until sent. A page
// hidden (the phone asleep) asks nothing; shown again, or back online, it asks at once.
(() => {
  "use strict";

  const form = document.querySelector("form[data-seat-draft]");
  if (!form) return;
  const number = Number(form.dataset.number);
  const wild = document.getElementById("wild_rank");
  const shown = document.getElementById("seat-wild");
  // The page's own ETag, as its answer would carry it: a held question waits from the start.
  let etag = form.dataset.liveEtag ? `"${form.dataset.liveEtag}"` : "";

  // The dealer's rank buttons (the upcard turned): the rank chosen stays marked.
  const upcard = document.querySelector("form[data-upcard]");

  function showWildRank(rank) {
    if (rank === null || rank === wild.value) return;
    wild.value = rank;
    const strong = document.createElement("strong");
    strong.textContent = window.cardNotation.face(rank);
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
  let holds = Number(form.dataset.liveHold) > 0; // as each answer's Live-Hold says since
  let lastAsked = Date.now();
  let timer = null;
  let asking = null; // the question under way: its AbortController and how long it may take
  let stopped = false;

  function entering() {
    return Array.from(form.querySelectorAll("input[data-cards]")).some((field) => field.value.trim());
  }

  function later(ms) {
    clearTimeout(timer);
    timer = stopped ? null : setTimeout(follow, ms);
  }

  async function follow() {
    timer = null;
    if (stopped || asking || document.hidden) return; // shown again, the page asks at once
    const idle = !entering();
    // A draft sent stands for the question (a page with cards in, tapping, asks nothing
    // meanwhile); where the server answers at once, a question asked too.
    const sentAt = Number(form.dataset.sentAt || 0);
    const gap = holds ? every : idle ? 2 * every : every;
    const since = Date.now() - (holds ? sentAt : Math.max(sentAt, lastAsked));
    if ((!holds || !idle) && since < gap) {
      later(gap - since);
      return;
    }
    const wait = idle ? 6 * every : every;
    lastAsked = Date.now();
    asking = { control: new AbortController(), until: lastAsked + wait + 15000 };
    const control = asking.control;
    // A question the connection lost without a word (a phone asleep, a proxy) is given up.
    const giveUp = setTimeout(() => control.abort(), wait + 15000);
    let next = every;
    try {
      const response = await fetch(`${form.dataset.liveUrl}?wait=${wait / 1000}`, {
        headers: { "If-None-Match": etag },
        cache: "no-store",
        signal: control.signal,
      });
      holds = Number(response.headers.get("Live-Hold")) > 0;
      if (response.status === 404) {
        // The scorekeeper changed the seat link or switched it off: asking again would only
        // count as guesses at links.
        stopped = true;
        document.getElementById("seat-status").textContent =
          words("This seat link no longer works: ask the scorekeeper for the new one.");
        return;
      }
      next = holds ? 0 : Math.max(0, lastAsked + (idle ? 2 * every : every) - Date.now());
      if (response.status === 200) {
        etag = response.headers.get("ETag") || "";
        const live = await response.json();
        if (live.number !== number && !form.dataset.late) {
          stopped = true;
          window.location.replace(window.location.pathname);
          return;
        }
        showWildRank(live.wild_rank);
        showProblems(live.problems);
      } else if (response.status !== 304) {
        next = every; // the server is busy or restarting: a moment
      }
    } catch {
      // offline for a moment, or given up: the next turn asks again
      next = control.signal.aborted && asking && asking.woke ? 0 : every;
    } finally {
      clearTimeout(giveUp);
      asking = null;
    }
    later(next);
    // A ready mark: the questions whose answers the page has taken in (and asked the next).
    form.dataset.liveAnswered = String(Number(form.dataset.liveAnswered || 0) + 1);
  }

  function now() {
    if (asking) {
      // A question from before the phone slept may be lost: asked again if it is overdue.
      if (Date.now() > asking.until - 15000 + 2000) {
        asking.woke = true;
        asking.control.abort();
      }
      return;
    }
    if (holds) later(0);
    else if (!timer) later(0);
  }

  document.addEventListener("visibilitychange", () => {
    if (!document.hidden) now();
  });
  window.addEventListener("online", now);
  later(holds ? 0 : 2 * every);
})();
