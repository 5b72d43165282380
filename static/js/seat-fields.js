// The seat page's fields (templates/seats/seat.html): the buttons above the card picker choose
// the field its cards go into ("Meld 1", "Laid off", "Hand"); "New meld" adds a meld input
// and chooses it; "I went out: done" ticks "I went out" and hands the cards in ("I went out",
// or in Tonk and Gin Rummy how the player ended the deal, and "The stock ran out" unsay each
// other; so do "I showed" and an Indian Rummy drop). Without JavaScript these stay hidden: players
// type, and "New meld" posts.
// The last deal's stored line in the dock (#seat-stored-brief) goes once a card is tapped.
// A card tapped after a finished meld (a legal meld the card cannot join) starts the next meld,
// as on the scorekeeper's docked picker: the engine's verdict (templates/games/_meld_check.html)
// names the text it judged (data-judged) and the cards that may join it (data-extends). Until
// the verdict on what is entered has come (static/js/verdict-wait.js), taps are held, then
// played in order (with any other tap in the dock after them); offline, or when none comes, a
// card joins the meld as tapped.
// What the dock covers at the bottom of the screen (--covered-bottom) is the page's
// scroll-padding (static/css/entry.css): a field reached with Tab is scrolled above the dock,
// never left under it (WCAG 2.2, 2.4.11).
(() => {
  "use strict";

  const dock = document.getElementById("seat-dock");
  if (!dock) return;
  const targets = dock.querySelector(".seat-targets");
  const newMeld = dock.querySelector("[data-seat-new-meld]");

  const current = document.getElementById("seat-current");
  const brief = document.getElementById("seat-stored-brief");
  let chosen = null;

  // A field's cards as its chips show them (static/js/card-chips.js): the language's letters
  // and the suits' symbols ("D♥ 7♠ JK"), not the notation the field keeps ("QH 7S JK"); a word
  // that is no card as typed.
  function cardsShown(text) {
    return window.cardNotation.tokens(text).map((word) => {
      const card = window.cardNotation.read(word);
      return card ? `${card.face}${card.symbol}` : word;
    }).join(" ");
  }

  // The chosen field's cards and verdict, shown in the dock: the fields may be under it.
  function showCurrent() {
    if (!chosen) return;
    const input = document.getElementById(chosen.dataset.seatTarget);
    if (brief && input.value) brief.hidden = true; // the player started on the new deal
    const verdict = document.getElementById(`${input.id}-check`);
    const name = document.createElement("strong");
    name.textContent = `${words("%(field)s:", { field: chosen.textContent })} `;
    const parts = [name, input.value ? cardsShown(input.value) : words("no cards yet")];
    if (verdict && verdict.textContent.trim() && input.value) parts.push(` ${verdict.textContent.trim()}`);
    current.replaceChildren(...parts);
  }

  function choose(button) {
    chosen = button;
    targets.querySelectorAll("[data-seat-target]").forEach((other) => {
      other.setAttribute("aria-pressed", String(other === button));
    });
    dock.querySelectorAll(".picker [data-target]").forEach((key) => {
      key.dataset.target = button.dataset.seatTarget;
    });
    showCurrent();
  }

  // A meld's name in the page's language, as its label and button say it: "Meld 2", "Układ 2".
  const meldName = (number) => words("Meld %(number)s", { number });

  // A meld input more, made like the last one, with its ids and names renumbered.
  function addMeld() {
    const list = document.getElementById("seat-melds");
    if (!list) return; // Tonk: a hand only
    const fields = list.querySelectorAll("[data-seat-meld]");
    const last = fields[fields.length - 1];
    const index = fields.length;
    const made = document.createElement("div");
    made.innerHTML = last.outerHTML
      .replaceAll(`melds-${index - 1}`, `melds-${index}`)
      .replace(/data-seat-meld="\d+"/, `data-seat-meld="${index}"`)
      .replace(meldName(index), meldName(index + 1));
    const field = made.firstElementChild;
    field.querySelector("input").value = "";
    field.querySelector(".meld-check").textContent = "";
    field.querySelectorAll(".field-note").forEach((note) => { note.textContent = ""; });
    last.after(field);
    if (window.htmx) window.htmx.process(field);
    const button = document.createElement("button");
    button.type = "button";
    button.className = "seat-target";
    button.dataset.seatTarget = field.querySelector("input").id;
    button.textContent = meldName(index + 1);
    newMeld.before(button);
    choose(button);
  }

  // The next meld: an empty meld input, else a new one; chosen.
  function nextMeld() {
    const empty = Array.from(document.querySelectorAll("[data-seat-meld] input")).find((input) => !input.value.trim());
    if (!empty) return addMeld();
    return choose(targets.querySelector(`[data-seat-target="${empty.id}"]`));
  }

  // Before picker.js writes a card (capture): hold the tap until the meld's verdict, or choose
  // the next meld first. Any other tap in the dock (a field, "Done") waits behind held cards.
  function beforeTap(event) {
    const tapped = event.target.closest("#seat-dock button");
    if (!tapped) return;
    if (verdicts.holding()) {
      event.preventDefault();
      event.stopImmediatePropagation();
      verdicts.hold(tapped);
      return;
    }
    const button = tapped.closest(".picker button[data-card]");
    if (!button) return;
    const input = chosen && document.getElementById(chosen.dataset.seatTarget);
    if (!input || !input.closest("[data-seat-meld]") || !input.value.trim()) return;
    if (verdicts.due(input) && window.htmx) {
      event.preventDefault();
      event.stopImmediatePropagation();
      verdicts.hold(button, input);
      return;
    }
    const mark = verdicts.judged(input);
    if (mark && "extends" in mark.dataset && !mark.dataset.extends.split(" ").includes(button.dataset.card)) {
      nextMeld();
    }
  }

  // A player who went out has no hand left: one tap says so and hands the cards in.
  function wentOut() {
    const box = document.getElementById("went_out");
    box.checked = true;
    box.dispatchEvent(new Event("input", { bubbles: true }));
    dock.querySelector(".seat-done").click();
  }

  dock.addEventListener("click", (event) => {
    const button = event.target.closest("[data-seat-target]");
    if (button) choose(button);
    else if (event.target.closest("[data-seat-new-meld]")) addMeld();
    else if (event.target.closest("[data-seat-went-out]")) wentOut();
  });

  // Either the player went out (Tonk, Gin Rummy: ended the deal, one of the "ending" radios)
  // or the stock ran out: saying one unsays the other. In Indian Rummy a drop or a wrong show
  // (one of the "said" radios) and "I showed" unsay each other too.
  document.addEventListener("input", (event) => {
    const target = event.target;
    const stockOut = document.getElementById("stock_out");
    const wentOutBox = document.getElementById("went_out");
    const notMe = document.querySelector('input[name="ending"][value=""]');
    const nothingSaid = document.querySelector('input[name="said"][value=""]');
    if (!target.checked) return;
    if (target === stockOut) {
      if (wentOutBox) wentOutBox.checked = false;
      if (notMe) notMe.checked = true;
    } else if (target === wentOutBox || (target.name === "ending" && target.value)) {
      if (stockOut) stockOut.checked = false;
      if (nothingSaid) nothingSaid.checked = true;
    } else if (target.name === "said" && target.value && wentOutBox) {
      wentOutBox.checked = false;
    }
  }, true);

  new ResizeObserver(() => {
    document.documentElement.style.setProperty("--covered-bottom", `${dock.offsetHeight}px`);
  }).observe(dock);
  // A field the browser left under the dock all the same is scrolled above it.
  document.addEventListener("focusin", (event) => {
    if (dock.contains(event.target)) return;
    const under = event.target.getBoundingClientRect().bottom - (window.innerHeight - dock.offsetHeight);
    if (under > 0) window.scrollBy(0, under + 8);
  });

  document.addEventListener("click", beforeTap, true);
  document.addEventListener("input", showCurrent);
  document.addEventListener("htmx:afterSwap", showCurrent);
  // Card taps held until a meld's verdict comes (static/js/verdict-wait.js), made after the
  // line above: a verdict is shown in the dock, then the taps held for it are played.
  const verdicts = window.verdictWait();

  // Fields the seat's draft brings back (seat-draft.js) may need more meld inputs.
  document.addEventListener("seat:melds", (event) => {
    const count = () => document.querySelectorAll("[data-seat-meld]").length;
    while (count() && count() < event.detail.count) addMeld();
  });

  document.querySelectorAll("[data-seat-no-script]").forEach((element) => { element.hidden = true; });
  targets.querySelectorAll("[data-seat-target], [data-seat-new-meld], [data-seat-went-out]").forEach((button) => {
    button.hidden = false;
  });
  choose(targets.querySelector("[data-seat-target]"));
})();
