// The seat's draft (templates/seats/seat.html): every change is kept on the phone at once and
// sent to the server 300 ms after the last tap (PUT .../drafts/<seat>, the whole draft each
// time, so sending it again changes nothing), with this phone's token: only the phone that
// chose the seat writes it. Without a connection it waits on the phone and is
// sent when the connection is back, or when the page is opened again. "Done" hands it in; a
// change after that takes it back until it is handed in again.
(() => {
  "use strict";

  const form = document.querySelector("form[data-seat-draft]");
  if (!form) return;
  const number = Number(form.dataset.number);
  const status = document.getElementById("seat-status");
  const SEPARATORS = /[\s,]+/;
  // What the status says (the server's words): only a draft handed in is the scorekeeper's.
  const HANDED_IN = form.dataset.saidHandedIn;
  const KEPT = form.dataset.saidKept;
  let handedIn = form.dataset.handedIn === "true";
  let timer = null;
  let sending = false;
  let again = false;

  const cardsIn = (input) => (input ? input.value.split(SEPARATORS).filter(Boolean) : []);
  const field = (name) => form.querySelector(`[name="${name}"]`);
  const melds = () => Array.from(form.querySelectorAll("[data-seat-meld] input"));
  // Tonk and Gin Rummy ask how the player ended the deal (radios) in place of "I went out".
  const ending = () => {
    const chosen = form.querySelector('input[name="ending"]:checked');
    return chosen && chosen.value ? chosen.value : null;
  };

  // Indian Rummy: a drop or a wrong show (radios), all the seat hands in.
  const said = () => {
    const chosen = form.querySelector('input[name="said"]:checked');
    return chosen && chosen.value ? chosen.value : null;
  };
  // A score typed in place of the cards (the box ticked): the cards, hidden, are left out;
  // a drop or a wrong show said leaves out both (as SeatForm.entry does).
  const typed = () => !said() && Boolean(field("typed") && field("typed").checked);

  function state() {
    const cards = !typed() && !said();
    return {
      melds: cards ? melds().map(cardsIn).filter((meld) => meld.length) : [],
      laid_off: cards ? cardsIn(field("laid_off")) : [],
      hand: cards ? cardsIn(field("hand")) : [],
      score: typed() ? field("score").value.trim() || null : null,
      went_out: field("went_out") ? field("went_out").checked : Boolean(ending()),
      stock_out: Boolean(field("stock_out") && field("stock_out").checked), // none: scores only
      ending: ending(),
      said: said(),
      handed_in: handedIn,
    };
  }

  function kept() {
    try {
      return JSON.parse(localStorage.getItem(form.dataset.storage) || "null");
    } catch {
      return null;
    }
  }

  function keep(pending) {
    localStorage.setItem(form.dataset.storage, JSON.stringify({ number, state: state(), pending }));
  }

  function say(text) {
    status.textContent = text;
  }

  async function send() {
    if (sending) {
      again = true;
      return;
    }
    sending = true;
    const body = state();
    try {
      const response = await fetch(form.dataset.putUrl, {
        method: "PUT",
        headers: {
          Authorization: `Bearer ${form.dataset.seatKey}`,
          "Seat-Phone": form.dataset.phone,
          "Content-Type": "application/json",
          "Page-Language": document.documentElement.lang,
        },
        body: JSON.stringify(body),
      });
      if (response.ok) {
        if (!again) keep(false);
        say(body.handed_in ? HANDED_IN : KEPT);
        form.dataset.sentAt = String(Date.now());
      } else {
        const answer = await response.json().catch(() => ({}));
        if (response.status === 409 && answer.field === "seat") {
          // Another phone holds this seat now (the scorekeeper freed it and it was taken): the
          // seat's page again, which says so at its top ("Who are you?"), in view whatever was
          // scrolled; the draft stays kept on this phone.
          say(answer.error);
          window.location.replace(window.location.pathname);
        } else if (response.status === 409) {
          // The deal was saved before this change arrived: say so, and stay until the player
          // goes on (seat-live.js leaves a page marked late alone).
          form.dataset.late = "1";
          const next = document.createElement("a");
          next.href = window.location.pathname;
          next.textContent = words("Go to the next deal");
          status.replaceChildren(
            `${answer.error || words("This deal is already saved.")} ${words("This change is not in it: tell the scorekeeper, who can fix the deal.")} `,
            next,
          );
        } else {
          say(answer.error || words("Not saved: try again."));
        }
      }
    } catch {
      say(words("Not sent yet: it will be sent when you are back online."));
    } finally {
      sending = false;
      if (again) {
        again = false;
        send();
      }
    }
  }

  function changed() {
    handedIn = false;
    keep(true);
    say(words("Keeping…"));
    clearTimeout(timer);
    timer = setTimeout(send, 300);
  }

  function restore(saved) {
    document.dispatchEvent(new CustomEvent("seat:melds", { detail: { count: saved.melds.length + 1 } }));
    melds().forEach((input, index) => { input.value = (saved.melds[index] || []).join(" "); });
    for (const name of ["laid_off", "hand"]) {
      if (field(name)) field(name).value = saved[name].join(" ");
    }
    if (field("typed") && !field("typed").hidden) field("typed").checked = saved.score != null;
    if (field("score")) field("score").value = saved.score || "";
    if (field("went_out")) field("went_out").checked = saved.went_out;
    for (const name of ["ending", "said"]) {
      form.querySelectorAll(`input[name="${name}"]`).forEach((radio) => {
        radio.checked = radio.value === (saved[name] || "");
      });
    }
    if (field("stock_out")) field("stock_out").checked = Boolean(saved.stock_out);
    handedIn = saved.handed_in;
    const wild = document.getElementById("wild_rank");
    wild.dispatchEvent(new Event("change", { bubbles: true })); // check the melds again
  }

  form.addEventListener("input", (event) => {
    if (event.target.name !== "wild_rank") changed();
  });
  form.addEventListener("submit", (event) => {
    if (!event.submitter || event.submitter.name !== "done") return;
    event.preventDefault();
    clearTimeout(timer);
    handedIn = true;
    keep(true);
    send();
  });
  window.addEventListener("online", () => {
    const saved = kept();
    if (saved && saved.pending) send();
  });

  const saved = kept();
  if (saved && saved.number === number && saved.pending) {
    restore(saved.state);
    say(words("Restored what you had entered."));
    send();
  } else if (saved && saved.number !== number) {
    localStorage.removeItem(form.dataset.storage);
  } else if (handedIn) {
    say(HANDED_IN);
  }
  form.dataset.ready = "1";
})();
