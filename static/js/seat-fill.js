// The scorekeeper's deal form fills itself from the players' phones (templates/seats/
// _keeper_drafts.html): it asks for the seats' drafts every second (304 while unchanged) and
// writes each seat's melds, lay-offs, hand and "I went out" into the form's fields. A field
// the scorekeeper typed into is never overwritten: a different draft for it is shown beside it,
// with a button to take it. The wild rank chosen here is sent on to the seats.
(() => {
  "use strict";

  const box = document.getElementById("seat-drafts");
  const form = document.getElementById("deal-form");
  if (!box || !form) return;
  box.hidden = false;
  const auth = { Authorization: `Bearer ${box.dataset.key}` };
  const STATUS = { waiting: "waiting", entering: "entering…", handed_in: "handed in ✓" };
  const edited = new Set();
  let filling = false;
  let etag = "";

  // What the form came with (sent back after a refused save) is the scorekeeper's too.
  for (const field of form.elements) {
    if (field.type === "radio" ? field.checked : field.type === "text" && field.value) {
      edited.add(field.name === "went_out" ? "went_out" : field.id);
    }
  }

  // Whatever the scorekeeper types or taps is theirs; what this script writes is not.
  for (const type of ["input", "change"]) {
    form.addEventListener(type, (event) => {
      if (filling) return;
      const field = event.target;
      edited.add(field.name === "went_out" ? "went_out" : field.id);
    }, true);
  }

  function write(input, value) {
    filling = true;
    if (input.type === "radio") input.checked = true;
    else input.value = value;
    input.dispatchEvent(new Event("input", { bubbles: true }));
    input.dispatchEvent(new Event("change", { bubbles: true }));
    filling = false;
  }

  function conflictNote(key, anchor) {
    let note = document.getElementById(`${key}-from-seat`);
    if (!note) {
      note = document.createElement("p");
      note.id = `${key}-from-seat`;
      note.className = "seat-conflict";
      note.setAttribute("role", "status");
      anchor.after(note);
    }
    return note;
  }

  function showConflict(key, anchor, text, take) {
    const note = conflictNote(key, anchor);
    note.replaceChildren(`${text}; yours is kept. `);
    const button = document.createElement("button");
    button.type = "button";
    button.className = "secondary";
    button.textContent = "Use theirs";
    button.addEventListener("click", () => {
      edited.delete(key);
      take();
      note.remove();
    });
    note.append(button);
  }

  function clearConflict(key) {
    const note = document.getElementById(`${key}-from-seat`);
    if (note) note.remove();
  }

  function fill(input, value, name) {
    if (input.value === value || (value === "" && edited.has(input.id))) {
      clearConflict(input.id); // a field the seat left empty says nothing against the scorekeeper
    } else if (edited.has(input.id)) {
      const anchor = input.closest(".field") || input;
      showConflict(input.id, anchor, `${name}'s phone says “${value || "nothing"}”`, () => write(input, value));
      return;
    } else {
      write(input, value);
    }
    input.classList.toggle("from-seat", value !== "");
  }

  // One more meld input for a player: its "Add meld" button adds one at once (meld-fields.js).
  function addMeldInput(seat) {
    const list = document.getElementById(`players-${seat}-melds`);
    if (!list) return null;
    list.querySelector("[data-add-meld]").click();
    const inputs = list.querySelectorAll('[data-walk-field="meld"] input');
    return inputs[inputs.length - 1];
  }

  function fillSeat(draft) {
    const seat = draft.seat - 1;
    const state = box.querySelector(`[data-seat-state="${seat}"]`);
    if (state) state.textContent = STATUS[draft.status];
    if (!draft.revision) return; // nothing entered on that phone yet
    const melds = draft.melds.map((meld) => meld.join(" "));
    melds.forEach((text, index) => {
      const input = document.getElementById(`players-${seat}-melds-${index}`) || addMeldInput(seat);
      if (input) fill(input, text, draft.name);
    });
    for (const [name, cards] of [["laid_off", draft.laid_off], ["hand", draft.hand]]) {
      const input = document.getElementById(`players-${seat}-${name}`);
      if (input) fill(input, cards.join(" "), draft.name);
    }
  }

  function fillWentOut(drafts) {
    const claims = drafts.filter((draft) => draft.went_out);
    if (claims.length !== 1) return;
    const radio = form.querySelector(`input[name="went_out"][value="${claims[0].seat - 1}"]`);
    if (!radio || radio.checked) {
      clearConflict("went_out");
      return;
    }
    if (edited.has("went_out")) {
      const anchor = radio.closest("fieldset");
      showConflict("went_out", anchor.lastElementChild, `${claims[0].name}'s phone says ${claims[0].name} went out`, () => write(radio));
    } else {
      write(radio);
    }
  }

  function showProblems(problems) {
    const list = document.getElementById("seat-problems");
    list.replaceChildren(...problems.map((problem) => {
      const item = document.createElement("li");
      item.textContent = problem.message;
      return item;
    }));
  }

  let sent = false;

  async function poll() {
    if (document.hidden || sent) return;
    try {
      const response = await fetch(box.dataset.draftsUrl, {
        headers: { ...auth, "If-None-Match": etag },
        cache: "no-store",
      });
      if ([403, 404].includes(response.status)) {
        clearInterval(polling); // the edit link changed: asking again would count as guessing
        return;
      }
      if (response.status !== 200) return;
      etag = response.headers.get("ETag") || "";
      const board = await response.json();
      board.seats.forEach(fillSeat);
      fillWentOut(board.seats);
      showProblems(board.problems);
      const handedIn = board.seats.filter((seat) => seat.status === "handed_in").length;
      box.querySelector("[data-seat-count]").textContent = `${handedIn} of ${board.seats.length} handed in`;
      box.querySelector("[data-seat-save]").hidden = handedIn < board.seats.length;
      box.dataset.seatsFilled = String(Date.now());
    } catch {
      // offline for a moment: the next poll tries again
    }
  }

  async function sendWildRank() {
    const select = document.getElementById("wild_rank");
    if (!select || !box.dataset.wildUrl) return;
    try {
      await fetch(box.dataset.wildUrl, {
        method: "PUT",
        headers: { ...auth, "Content-Type": "application/json" },
        body: JSON.stringify({ wild_rank: select.value || null }),
      });
    } catch {
      // the seats see it with the next change
    }
  }

  const wild = document.getElementById("wild_rank");
  if (wild && wild.tagName === "SELECT") {
    wild.addEventListener("change", sendWildRank);
    if (wild.value) sendWildRank();
  }
  poll().then(() => { box.dataset.ready = "1"; });
  const polling = setInterval(poll, Number(box.dataset.pollMs) || 1000);
  // Once Save is tapped the deal is as shown: nothing may change it (nor its draft on the
  // phone, deal-draft.js) on the way to the scoreboard.
  form.addEventListener("submit", () => {
    sent = true;
    clearInterval(polling);
  });
})();
