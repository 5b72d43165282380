// The scorekeeper's deal form fills itself from the players' phones (templates/seats/
// _keeper_drafts.html): it asks for the seats' drafts every second (304 while unchanged) and
// writes what each seat last handed in ("Done": its melds, lay-offs, hand and "I went out";
// in Indian Rummy, a drop or a wrong show) into the form's fields. A seat still entering, or changing its cards after Done, is not
// followed card by card: the form keeps what it handed in (or nothing), says so at Save, and
// Save offers to wait, to save with what it handed in, or to use its cards as they are now.
//
// Every field knows where its cards came from (its data-origin, kept with the phone's draft of
// the form by deal-draft.js, so that it survives a reload, Back or a closed tab; the seat is the
// API's, from 1):
// - "seat:<seat>:<revision>": what that seat handed in at that revision. It follows the seat's
//   later hand-ins by itself, clearing included.
// - "taken:<seat>:<revision>": the seat's cards as they were at that revision, taken by the
//   scorekeeper before the seat handed them in; once the seat changes them, the field follows
//   what it hands in again.
// - "keeper": the scorekeeper entered it before any seat did. A seat that differs is listed at
//   the Save control, both versions, and one tap chooses: "Use …" makes it the seat's again;
//   "Keep …" makes it "kept:<seat>:<revision>".
// - "kept:<seat>:<revision>": the scorekeeper's, chosen over that version of the seat's draft
//   (by "Keep …", or by changing the seat's cards): a later change on the seat's phone asks
//   again.
// - none: empty, nobody has written it yet.
// A seat whose hand-in the deal would leave out (its cards in a deal of typed scores, as when
// another seat typed its score; its typed score in a deal of cards) is named at Save too, with
// the ways that store what the sheet names: its score typed over its cards ("kept:"), the
// deal made one of typed scores, or waiting for it.
// While a seat differs from what the scorekeeper typed, or is entering or changing its cards,
// or is left out, Save stores nothing: the differences and the choices show in the sheet by Save
// (templates/games/deal.html), and save-sheet.js sends where each field came from with the
// deal, which the server checks. The wild rank is the table's: chosen here it is sent on to the
// seats, chosen on the dealer's phone it is taken here.
(() => {
  "use strict";

  const box = document.getElementById("seat-drafts");
  const form = document.getElementById("deal-form");
  if (!box || !form) return;
  box.hidden = false;
  const auth = { Authorization: `Bearer ${box.dataset.key}` };
  // A seat's state by its name: a mark that keeps the line's shape, and its words for screen
  // readers and a long press.
  const STATUS = {
    waiting: ["○", words("waiting")],
    entering: ["✎", words("entering")],
    changing: ["✎", words("changing their cards")],
    handed_in: ["✓", words("handed in")],
  };
  const save = document.querySelector("[data-save]");
  const differences = new Map(); // field name -> what the seat says instead
  const ENDINGS = ["went_out", "ending"];
  const list = document.getElementById("seat-differences");
  const waitingList = document.getElementById("seat-waiting");
  const takenAt = new Map(); // seat (from 1) -> the revision of its cards taken as they were
  const leaveOut = new Set(); // seats (from 1) to save with what they handed in, not their change
  let filling = false;
  let allHandedIn = false;
  let etag = "";

  function group(field) {
    return field.type === "radio" ? Array.from(form.elements[field.name]) : [field];
  }

  function originOf(field) {
    return field.dataset.origin || "";
  }

  function setOrigin(field, origin) {
    for (const member of group(field)) {
      if (origin) member.dataset.origin = origin;
      else delete member.dataset.origin;
    }
  }

  // A field's origin once the scorekeeper changed it: over a seat's cards, theirs over that
  // version of the seat's draft; else simply theirs.
  function typedOver(origin) {
    if (origin.startsWith("seat:") || origin.startsWith("taken:")) {
      return origin.replace(/^(seat|taken):/, "kept:");
    }
    return origin.startsWith("kept:") ? origin : "keeper";
  }

  function seatsOwn(field) {
    const origin = originOf(field);
    return origin === "" || origin.startsWith("seat:") || origin.startsWith("taken:");
  }

  // Whatever the scorekeeper types or taps is theirs; what this script (or deal-draft.js,
  // putting a draft back) writes is not.
  for (const type of ["input", "change"]) {
    form.addEventListener(
      type,
      (event) => {
        const field = event.target;
        if (filling || form.dataset.restoring || !field.name || field.type === "hidden") return;
        if (!field.closest(".player-cards") && !ENDINGS.includes(field.name)) return;
        setOrigin(field, typedOver(originOf(field)));
        if (board) apply(board); // what differs now, with what the scorekeeper just entered
      },
      true,
    );
  }

  function write(field, value) {
    filling = true;
    if (field.type === "radio") group(field).forEach((radio) => { radio.checked = radio === field && value; });
    else field.value = value;
    field.dispatchEvent(new Event("input", { bubbles: true }));
    field.dispatchEvent(new Event("change", { bubbles: true }));
    filling = false;
  }

  // The version of a seat's cards the form follows: its cards as they are now, where the
  // scorekeeper took them at this very revision; else what it last handed in; else none.
  function followed(draft) {
    if (takenAt.get(draft.seat) === draft.revision) {
      return { ...draft, origin: `taken:${draft.seat}:${draft.revision}` };
    }
    takenAt.delete(draft.seat);
    const handed = draft.handed_in_version;
    if (!handed) return null;
    return {
      ...handed,
      seat: draft.seat,
      name: draft.name,
      origin: `seat:${draft.seat}:${handed.revision}`,
    };
  }

  // The seat's value for a field: taken where the field is the seat's, else a difference when
  // the scorekeeper's differs (and was not kept over this very version).
  function fill(field, value, shown, draft) {
    if (seatsOwn(field)) {
      // First: deal-draft.js keeps it with the value. An empty field of a seat that handed in is
      // still that version's, so that what the scorekeeper types there is chosen over it.
      setOrigin(field, draft.origin || null);
      if (field.type === "radio" ? field.checked !== Boolean(value) : field.value !== value) {
        write(field, value);
      }
      field.classList.toggle("from-seat", Boolean(value));
      differences.delete(field.name);
      return;
    }
    field.classList.remove("from-seat");
    const mine = field.type === "radio" ? field.checked : field.value;
    if (!value || value === mine || originOf(field) === `kept:${draft.seat}:${draft.revision}`) {
      differences.delete(field.name);
    } else {
      differences.set(field.name, { field, value, shown, draft });
    }
  }

  // One more meld input for a player: its "Add meld" button adds one at once (meld-fields.js).
  function addMeldInput(seat) {
    const melds = document.getElementById(`players-${seat}-melds`);
    if (!melds) return null;
    melds.querySelector("[data-add-meld]").click();
    const inputs = melds.querySelectorAll('[data-walk-field="meld"] input');
    return inputs[inputs.length - 1];
  }

  function label(field) {
    const own = field.labels && field.labels[0];
    return own ? own.textContent.trim() : field.name;
  }

  function showState(state, mark, words) {
    if (state.title === words) return;
    const shown = document.createElement("span");
    shown.setAttribute("aria-hidden", "true");
    shown.textContent = mark;
    const said = document.createElement("span");
    said.className = "visually-hidden";
    said.textContent = words;
    state.title = words;
    state.replaceChildren(shown, said);
  }

  function stateOf(draft) {
    return draft.status === "entering" && draft.handed_in_version ? "changing" : draft.status;
  }

  function fillSeat(seatDraft) {
    const seat = seatDraft.seat - 1;
    const state = box.querySelector(`[data-seat-state="${seat}"]`);
    if (state) showState(state, ...STATUS[stateOf(seatDraft)]);
    const shown = followed(seatDraft);
    const entered = shown !== null; // nothing handed in (or taken) says nothing
    const draft = shown || { ...seatDraft, origin: "" };
    const melds = entered ? draft.melds.map((meld) => meld.join(" ")) : [];
    const wanted = new Map();
    const meldInputs = document.querySelectorAll(`#players-${seat}-melds [data-walk-field="meld"] input`);
    meldInputs.forEach((input, index) => wanted.set(input, melds[index] || ""));
    for (let index = meldInputs.length; index < melds.length; index += 1) {
      const input = addMeldInput(seat);
      if (input) wanted.set(input, melds[index]);
    }
    for (const name of ["laid_off", "hand"]) {
      const input = document.getElementById(`players-${seat}-${name}`);
      if (input) wanted.set(input, entered ? draft[name].join(" ") : "");
    }
    const score = document.getElementById(`players-${seat}-score`); // typed in place of cards
    if (score) wanted.set(score, entered ? draft.score || "" : "");
    for (const [input, value] of wanted) fill(input, value, value || "nothing", draft);
    fillSaid(seat, entered ? draft : null);
  }

  // Indian Rummy: what the seat said beyond the cards (a drop, a wrong show, or nothing), its
  // radio on the player's "What … said" taken like a field; a seat that no longer says
  // anything (nothing handed in) leaves nothing said, nobody's.
  function fillSaid(seat, draft) {
    const name = `players-${seat}-said`;
    const radio = (value) => form.querySelector(`input[name="${name}"][value="${value}"]`);
    const nothing = radio("");
    if (!nothing) return;
    form.querySelectorAll(`input[name="${name}"]`).forEach((other) => other.classList.remove("from-seat"));
    if (draft) {
      const said = radio(draft.said || "");
      if (said) fill(said, true, label(said), draft);
    } else if (originOf(nothing).startsWith("seat:") || originOf(nothing).startsWith("taken:")) {
      setOrigin(nothing, null);
      differences.delete(name);
      write(nothing, true);
    }
  }

  // A seat that typed its score makes the deal a typed one: the box shows the score fields.
  function fillTyped(seatDrafts) {
    const typed = document.getElementById("typed_scores");
    if (!typed || typed.checked || !seatDrafts.map(followed).some((draft) => draft && draft.score)) return;
    filling = true;
    typed.checked = true;
    typed.dispatchEvent(new Event("input", { bubbles: true }));
    typed.dispatchEvent(new Event("change", { bubbles: true }));
    filling = false;
  }

  // What the seats say of how the deal ended: one seat went out (its radio), or, with nobody
  // saying so, one says the stock ran out ("Nobody", or Tonk's ending "The stock ran out");
  // undefined when two say they went out (a cross-check says so).
  function claimOf(seatDrafts) {
    const entered = seatDrafts.map(followed).filter(Boolean);
    const out = entered.filter((draft) => draft.went_out);
    if (out.length > 1) return undefined;
    if (out.length === 1) {
      const radio = form.querySelector(`input[name="went_out"][value="${out[0].seat - 1}"]`);
      // Tonk, Gin Rummy: how the seat says it ended the deal (a knock, gin...), where it says.
      const ending = out[0].ending
        ? form.querySelector(`input[name="ending"][value="${out[0].ending}"]`)
        : null;
      return { draft: out[0], radio, ending, shown: words("%(name)s went out", { name: out[0].name }) };
    }
    const stock = entered.find((draft) => draft.stock_out);
    if (!stock) return null;
    const radio = form.querySelector(
      'input[name="went_out"][value="nobody"], input[name="ending"][value="stock_out"]',
    );
    return { draft: stock, radio, shown: words("the stock ran out") };
  }

  function fillWentOut(drafts) {
    const claim = claimOf(drafts);
    if (claim === undefined || (claim && !claim.radio)) return;
    for (const name of ["went_out", "ending"]) {
      const radios = form.querySelectorAll(`input[name="${name}"]`);
      if (!radios.length) continue;
      const radio = !claim ? null : claim.radio.name === name ? claim.radio : name === "ending" ? claim.ending : null;
      if (radio) {
        fill(radio, true, claim.shown, claim.draft);
        continue;
      }
      differences.delete(name);
      if (originOf(radios[0]).startsWith("seat:")) {
        setOrigin(radios[0], null); // the seat that said so no longer does
        const checked = form.querySelector(`input[name="${name}"]:checked`);
        if (checked) write(checked, false);
      }
    }
  }

  // Tell deal-draft.js to keep the form as it is now (an origin chosen), as nobody typed.
  function keepDraft(field) {
    filling = true;
    field.dispatchEvent(new Event("change", { bubbles: true }));
    filling = false;
  }

  let listed = "";

  // The list is drawn again only when what it says changed: a tap on one of its buttons must
  // find the button it pressed (a field's "change" as the tap takes the focus redraws nothing).
  function showDifferences() {
    if (!list) return;
    const now = JSON.stringify(Array.from(differences.values(), ({ field, value, draft }) => [
      field.name, field.type === "radio" ? field.checked : field.value, value, draft.revision,
    ]));
    if (now !== listed) drawDifferences();
    listed = now;
    list.hidden = differences.size === 0;
    // "All handed in" only on a Save that would store: no choice left, no cross-check unmet.
    const crossChecked = !board || !board.problems.length;
    const ready = allHandedIn && differences.size === 0 && !waiting().length && crossChecked;
    form.dispatchEvent(new CustomEvent("scorekeeper:seats", { detail: { allIn: ready } }));
  }

  function drawDifferences() {
    list.replaceChildren(...Array.from(differences.values(), (difference) => {
      const { field, value, shown, draft } = difference;
      const item = document.createElement("li");
      const isRadio = field.type === "radio";
      const ending = ENDINGS.includes(field.name); // else a player's field (Indian Rummy: said)
      const checked = isRadio && form.querySelector(`input[name="${field.name}"]:checked`);
      const mine = isRadio
        ? (checked ? label(checked) : words("nothing yet"))
        : field.value || words("nothing");
      const text = document.createElement("p");
      text.textContent = ending
        ? words("How the deal ended: you say “%(mine)s”; %(name)s’s phone says %(shown)s.", {
            mine,
            name: draft.name,
            shown,
          })
        : words("%(name)s: %(field)s: you have “%(mine)s”; %(name)s’s phone says “%(shown)s”.", {
            name: draft.name,
            field: isRadio ? field.closest("fieldset").querySelector("legend").textContent.trim() : label(field),
            mine,
            shown,
          });
      const keep = document.createElement("button");
      keep.type = "button";
      keep.className = "secondary";
      keep.textContent = words("Keep “%(mine)s”", { mine });
      keep.addEventListener("click", () => {
        setOrigin(field, `kept:${draft.seat}:${draft.revision}`);
        keepDraft(field);
        differences.delete(field.name);
        showDifferences();
      });
      const take = document.createElement("button");
      take.type = "button";
      take.className = "primary";
      take.textContent = ending
        ? words("Use %(name)s’s", { name: draft.name })
        : words("Use “%(shown)s”", { shown });
      take.addEventListener("click", () => {
        setOrigin(field, draft.origin);
        write(field, value);
        differences.delete(field.name);
        showDifferences();
      });
      const choices = document.createElement("div");
      choices.className = "choices";
      choices.append(keep, take);
      item.append(text, choices);
      return item;
    }));
  }

  // A seat's player's cards fields on the form (their melds, lay-offs and hand).
  function playersFields(draft) {
    return `input[type=text][name^="players-${draft.seat - 1}-"]`;
  }

  const typedBox = document.getElementById("typed_scores");
  const typedDeal = () => Boolean(typedBox && typedBox.checked);

  // A seat whose version the form follows has what this deal would not store: cards in a deal
  // of typed scores, a typed score in a deal of cards; unless the scorekeeper entered that
  // player's score (or cards) over that very version.
  function leftOut(draft) {
    const shown = followed(draft);
    if (!shown) return false;
    const cards = shown.melds.length || shown.laid_off.length || shown.hand.length;
    if (typedDeal() ? !cards || shown.score : !shown.score) return false;
    const over = typedOver(shown.origin);
    const fields = Array.from(form.querySelectorAll(playersFields(draft))).filter(
      (field) => field.name.endsWith("-score") === typedDeal(),
    );
    return !fields.some((field) => field.value.trim() && originOf(field) === over);
  }

  // The seats Save waits for: entering or changing their cards, with none of their fields the
  // scorekeeper's own, and not chosen to be saved with what they handed in; or whose hand-in
  // the deal would leave out (leftOut).
  function waiting() {
    if (!board) return [];
    return board.seats.filter((draft) => {
      if (leftOut(draft)) return true;
      const state = stateOf(draft);
      if (!["entering", "changing"].includes(state) || takenAt.get(draft.seat) === draft.revision) {
        return false;
      }
      if (state === "changing" && leaveOut.has(draft.seat)) return false;
      const fields = form.querySelectorAll(playersFields(draft));
      return !Array.from(fields).some((field) => field.value && !seatsOwn(field));
    });
  }

  function button(text, kind, action) {
    const made = document.createElement("button");
    made.type = "button";
    made.className = kind;
    made.textContent = text;
    made.addEventListener("click", action);
    return made;
  }

  // Take a seat's cards as they are now: the form follows them until the seat changes them.
  function takeNow(draft) {
    takenAt.set(draft.seat, draft.revision);
    apply(board);
    const first = form.querySelector(playersFields(draft));
    if (first) keepDraft(first);
  }

  // The seats left out, as save-sheet.js sends them (from 0).
  function sayLeftOut() {
    form.dataset.leaveOut = Array.from(leaveOut, (seat) => seat - 1).join(",");
  }

  let waitingShown = "";

  // At Save, each seat it waits for with its choices; drawn again only when they change.
  function showWaiting(asked) {
    if (!waitingList) return;
    const seats = waiting();
    const now = JSON.stringify(seats.map((draft) => [
      draft.seat, stateOf(draft), draft.revision, leftOut(draft) && [typedDeal(), scoreOf(draft).value],
    ]));
    if (!seats.length) waitingList.hidden = true;
    if (now === waitingShown && !asked) return;
    waitingShown = now;
    waitingList.replaceChildren(...seats.map((draft) => {
      if (leftOut(draft)) return leftOutItem(draft);
      const item = document.createElement("li");
      const text = document.createElement("p");
      const changing = stateOf(draft) === "changing";
      text.textContent = changing
        ? words("%(name)s is changing their cards: the form has what they handed in.", { name: draft.name })
        : words("%(name)s is still entering their cards.", { name: draft.name });
      const choices = document.createElement("div");
      choices.className = "choices";
      choices.append(button(words("Wait for %(name)s", { name: draft.name }), "secondary", () => {
        waitingList.hidden = true; // nothing stored: their hand-in fills the form
      }));
      if (changing) {
        choices.append(button(words("Save with what %(name)s handed in", { name: draft.name }), "primary", () => {
          leaveOut.add(draft.seat);
          sayLeftOut();
          showWaiting(false);
          if (!waiting().length) save.click();
        }));
      }
      choices.append(button(words("Use %(name)s’s cards as they are now", { name: draft.name }), changing ? "secondary" : "primary", () => takeNow(draft)));
      item.append(text, choices);
      return item;
    }));
    if ((asked || seats.some(leftOut)) && seats.length) waitingList.hidden = false; // said at once
  }

  function scoreOf(draft) {
    return document.getElementById(`players-${draft.seat - 1}-score`) || { value: "" };
  }

  // A seat whose hand-in the deal would leave out, with the ways that store what the sheet
  // names: the scorekeeper types its score over its cards (or keeps the one typed), or the
  // deal becomes one of typed scores, or the seat hands in again.
  function leftOutItem(draft) {
    const item = document.createElement("li");
    const text = document.createElement("p");
    const choices = document.createElement("div");
    choices.className = "choices";
    const score = scoreOf(draft);
    const name = draft.name;
    if (!typedDeal()) {
      text.textContent = words("%(name)s handed in a score, not cards: type each player’s score, or enter %(name)s’s cards.", { name });
      choices.append(button(words("Type each player’s score"), "primary", () => {
        typedBox.checked = true;
        typedBox.dispatchEvent(new Event("input", { bubbles: true }));
        typedBox.dispatchEvent(new Event("change", { bubbles: true }));
      }));
    } else if (score.value.trim()) {
      const mine = score.value.trim();
      text.textContent = words("%(name)s handed in cards, not a score; you have “%(mine)s”.", { name, mine });
      choices.append(button(words("Keep “%(mine)s”", { mine }), "primary", () => {
        setOrigin(score, typedOver(followed(draft).origin));
        keepDraft(score);
        apply(board);
      }));
    } else {
      text.textContent = words("%(name)s handed in cards, not a score: type %(name)s’s score, or wait for them to type it.", { name });
      choices.append(button(words("Type %(name)s’s score", { name }), "primary", () => {
        score.scrollIntoView({ block: "center" });
        score.focus();
      }));
    }
    choices.append(button(words("Wait for %(name)s", { name }), "secondary", () => {
      waitingList.hidden = true; // nothing stored: their hand-in fills the form
    }));
    item.append(text, choices);
    return item;
  }

  function showProblems(problems) {
    const problemList = document.getElementById("seat-problems");
    problemList.replaceChildren(...problems.map((problem) => {
      const item = document.createElement("li");
      item.textContent = problem.message;
      return item;
    }));
  }

  // Earlier deals a player says are not what they handed in: each with its way to the fix.
  function showMarks(marks) {
    const markList = document.getElementById("seat-marks");
    if (!markList || !Array.isArray(marks)) return;
    markList.replaceChildren(...marks.map((mark) => {
      const item = document.createElement("li");
      const fix = document.createElement("a");
      fix.href = markList.dataset.fixUrl.replace(/\/0\/edit$/, `/${mark.number}/edit`);
      fix.textContent = words("Fix deal %(number)s", { number: mark.number });
      item.append(`${mark.message} `, fix);
      return item;
    }));
  }

  // The seats' drafts as last read: the form follows them, and lists where they differ.
  function apply(drafts) {
    followWildRank(drafts.wild_rank);
    for (const draft of drafts.seats) {
      if (draft.status === "handed_in") leaveOut.delete(draft.seat); // handed in again
    }
    sayLeftOut();
    drafts.seats.forEach(fillSeat);
    fillTyped(drafts.seats);
    fillWentOut(drafts.seats);
    const handedIn = drafts.seats.filter((seat) => seat.status === "handed_in").length;
    allHandedIn = handedIn === drafts.seats.length;
    // Where no phone has entered anything, nor holds a seat (.seat-held), the table keeps score
    // without them: no count (its line's room is kept, css/entry.css).
    box.querySelector(".seat-count").hidden =
      !drafts.seats.some((seat) => seat.revision > 0) && !box.querySelector(".seat-held");
    box.querySelector("[data-seat-count]").textContent = words("%(done)s/%(seats)s handed in", {
      done: handedIn,
      seats: drafts.seats.length,
    });
    showDifferences();
    showWaiting(false);
    showProblems(drafts.problems);
    showMarks(drafts.marks);
  }

  let sent = false;
  let board = null;

  async function poll() {
    if (document.hidden || sent) return;
    try {
      const response = await fetch(box.dataset.draftsUrl, {
        headers: { ...auth, "If-None-Match": etag, "Page-Language": document.documentElement.lang },
        cache: "no-store",
      });
      if ([403, 404].includes(response.status)) {
        clearInterval(polling); // the edit link changed: asking again would count as guessing
        return;
      }
      if (response.status !== 200) return;
      etag = response.headers.get("ETag") || "";
      board = await response.json();
      apply(board);
      box.dataset.seatsFilled = String(Date.now());
    } catch {
      // offline for a moment: the next poll tries again
    }
  }

  const wild = document.getElementById("wild_rank");
  const choosing = Boolean(wild && wild.tagName === "SELECT" && box.dataset.wildUrl);

  async function sendWildRank() {
    if (filling) return; // the table's, just taken: nothing to tell it
    try {
      await fetch(box.dataset.wildUrl, {
        method: "PUT",
        headers: { ...auth, "Content-Type": "application/json" },
        body: JSON.stringify({ wild_rank: wild.value || null }),
      });
    } catch {
      // the seats see it with the next change
    }
  }

  // The table's wild rank (chosen here, or on the dealer's phone: last chosen wins) as last
  // read; undefined before the first answer. A change made elsewhere is taken into the form. At
  // the first answer, a rank tapped on the scoreboard to open this form (data-chosen), or one
  // the table has not heard (this phone's draft, put back), is told to the table instead.
  let wildSeen;

  function followWildRank(rank) {
    if (!choosing || rank === wildSeen) return;
    const first = wildSeen === undefined;
    wildSeen = rank;
    if (first && (wild.hasAttribute("data-chosen") || !rank)) {
      if (wild.value && wild.value !== rank) sendWildRank();
    } else if (rank && rank !== wild.value) {
      write(wild, rank);
    }
  }

  if (choosing) wild.addEventListener("change", sendWildRank);
  // The deal typed or not: which seats' hand-ins it would leave out changes.
  if (typedBox) {
    typedBox.addEventListener("change", () => {
      if (board && !filling) apply(board);
    });
  }

  // Save while a seat differs from the scorekeeper, or is entering or changing its cards:
  // nothing is sent; the differences and the choices show in the sheet by Save (capture,
  // before the save queue sees the submit).
  form.addEventListener(
    "submit",
    (event) => {
      if (event.defaultPrevented || (event.submitter && event.submitter.name)) return; // "Add meld"
      const shown = differences.size && list ? list : waiting().length ? waitingList : null;
      if (!shown) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      showWaiting(true);
      shown.scrollIntoView({ block: "nearest" });
      shown.querySelector("button").focus({ preventScroll: true });
    },
    true,
  );

  let polling = null;

  // Once deal-draft.js has put back what this phone had entered, with each field's origin.
  function start() {
    // A page sent back after a refused save carries the origins its sheet was sent with; a
    // field that came with cards and no origin is the scorekeeper's.
    let sentOrigins = {};
    try {
      sentOrigins = JSON.parse(document.getElementById("sheet").value || "{}").fields || {};
    } catch {
      // none sent
    }
    for (const field of form.elements) {
      const origin = field.name && sentOrigins[field.name];
      if (origin && !originOf(field)) setOrigin(field, origin);
    }
    for (const field of form.elements) {
      const taken = /^taken:(\d+):(\d+)$/.exec(originOf(field));
      if (taken) takenAt.set(Number(taken[1]), Number(taken[2]));
    }
    for (const field of form.elements) {
      // A radio checked at "" (Indian Rummy's nothing said, as the form starts) is nobody's.
      const filled = field.type === "radio" ? field.checked && field.value : field.type === "text" && field.value;
      if (filled && !originOf(field) && (field.closest(".player-cards") || ENDINGS.includes(field.name))) {
        setOrigin(field, "keeper");
      }
    }
    poll().then(() => { box.dataset.ready = "1"; });
    polling = setInterval(poll, Number(box.dataset.pollMs) || 1000);
  }
  if (form.dataset.draftReady) start();
  else form.addEventListener("scorekeeper:draft-ready", start, { once: true });

  // Once Save is tapped the deal is as shown: nothing may change it (nor its draft on the
  // phone, deal-draft.js) on the way to the scoreboard.
  form.addEventListener("submit", () => {
    sent = true;
    clearInterval(polling);
  });
})();
