// The docked card picker (templates/cards/_dock.html) walks the cards fields of its form in
// order: for each player ([data-walk-player]) their melds, lay-offs, then hand
// ([data-walk-field]). Its card buttons write into the field it points at (static/js/picker.js).
// Its steps point it at the player's "New meld" (an empty meld field, else one more, see
// static/js/meld-fields.js), "Lay-offs" or "Hand"; "Went out" marks the player (the form's
// went_out radio) and moves on; "Next" moves on to the next player's first field, or straight to
// their hand. At the last player the dock shows the form's Save. A field's "Tap cards" points
// the picker there; "Done" hides it. Where the form asks for the wild rank (select#wild_rank)
// and none is chosen, the walk starts there: a card's tap chooses its rank.
// The page never moves: the dock shows the field it fills as chips, with the meld's verdict,
// and the page keeps room below its end for the dock (--dock-height).
// What the dock and the sheet by Save cover at the bottom of the screen (--covered-bottom) is the
// page's scroll-padding: a field reached with Tab is scrolled above them, never left under them
// (WCAG 2.2, 2.4.11). Escape closes the dock and goes back to the field it was filling.
// A card tapped after a legal meld that it cannot join starts the player's next meld, as "New
// meld" would: the engine's verdict on the meld (templates/games/_meld_check.html) names the
// text it judged (data-judged) and the cards that may join it (data-extends). Until the verdict
// on what is entered has come (static/js/verdict-wait.js), the dock's taps are held and then
// played in order; offline, or when none comes, a card joins the meld as typed.
// A wild card (the chosen wild rank, or a joker) tapped after a legal meld joins it, and the
// dock offers, until the next tap, to start a new meld with it instead: one tap either way.
(() => {
  "use strict";

  const dock = document.getElementById("card-picker");
  if (!dock) return;
  const form = dock.closest("form") || document;
  const wild = form.querySelector("select#wild_rank");
  const title = dock.querySelector("[data-pick-title]");
  const chips = dock.querySelector("[data-chips]");
  const verdict = dock.querySelector("[data-dock-verdict]");
  const end = dock.querySelector("[data-walk-end]");
  const offer = dock.querySelector("[data-dock-offer]");
  const sheet = document.getElementById("save-sheet"); // sticky above the dock, or at the bottom
  let offered = null; // the wild card that joined a legal meld: { input, button }
  const players = Array.from(form.querySelectorAll("[data-walk-player]"));
  let target = null;
  let resume = null; // where the walk goes on once the wild rank is chosen
  const verdicts = window.verdictWait(); // taps held until a meld's verdict comes
  let started = false; // set once the page's scripts have run (DOMContentLoaded)

  const step = (name) => dock.querySelector(`[data-step="${name}"]`);
  const playerOf = (element) => element.closest("[data-walk-player]");
  const inputs = (player, kind) =>
    Array.from(player.querySelectorAll(`[data-walk-field${kind ? `="${kind}"` : ""}] input[data-cards]`));
  const wentOut = (player) => player.dataset.wentOut && document.getElementById(player.dataset.wentOut);

  function show(open) {
    dock.hidden = !open;
    document.body.classList.toggle("docked", open);
    form.querySelectorAll("[data-pick]").forEach((button) => {
      button.setAttribute("aria-expanded", String(open && target && button.dataset.pick === target.id));
    });
    // As the page opens, the ResizeObserver below measures once the page is laid out: measuring
    // here laid it out in the middle of the scripts' changes (a draft being put back among them).
    if (started) measure();
  }

  // The dock's height, and what it and the sheet by Save cover of the screen's bottom. Every
  // height is read before any is written, and a property is written only when it changed: each
  // write on the root styles the whole page again, and a read after a write laid it out again.
  function measure() {
    const heights = {
      "--dock-height": dock.offsetHeight,
      "--sheet-height": sheet ? sheet.offsetHeight : 0,
      "--covered-bottom": covered(),
    };
    const root = document.documentElement.style;
    for (const [name, height] of Object.entries(heights)) {
      if (root.getPropertyValue(name) !== `${height}px`) root.setProperty(name, `${height}px`);
    }
  }

  function covered() {
    return (dock.hidden ? 0 : dock.offsetHeight) + (sheet ? sheet.offsetHeight : 0);
  }

  // Closed by "Done" or Escape: a keyboard's focus in the dock goes back to its field, rather
  // than to the page's top with the dock's buttons gone. (A tap's does not: focusing a field
  // would open the phone's keyboard.)
  function close(byKey) {
    const focused = document.activeElement;
    const inDock = dock.contains(focused);
    show(false);
    if (target && (byKey || (inDock && focused.matches(":focus-visible")))) target.focus();
  }

  function mirror() {
    const check = target && target !== wild && document.getElementById(`${target.id}-check`);
    const html = check ? check.innerHTML : "";
    if (verdict.innerHTML !== html) verdict.innerHTML = html;
  }

  function describe() {
    const player = target === wild ? null : playerOf(target);
    const wildStep = step("wild");
    wildStep.hidden = !wild || target === wild;
    if (wild) wildStep.textContent = wild.value ? words("Wild: %(rank)s", { rank: window.cardNotation.face(wild.value) }) : words("Wild rank");
    dock.querySelectorAll(".dock-steps [data-step], .dock-next [data-step]").forEach((button) => {
      button.hidden = true;
    });
    end.hidden = true;
    mirror();
    if (!player) {
      title.textContent = words("Wild rank: tap the dealer's upcard");
      return;
    }
    const label = form.querySelector(`label[for="${CSS.escape(target.id)}"]`);
    title.textContent = `${player.dataset.walkPlayer} · ${label ? label.textContent : ""}`;
    ["meld", "laid_off", "hand"].forEach((kind) => {
      step(kind).hidden = inputs(player, kind).length === 0;
    });
    const out = wentOut(player);
    step("went_out").hidden = !out;
    step("went_out").setAttribute("aria-pressed", String(Boolean(out && out.checked)));
    const next = players[players.indexOf(player) + 1];
    if (!next) {
      end.hidden = false;
      return;
    }
    const first = inputs(next)[0];
    dock.querySelectorAll('[data-step="next"]').forEach((button) => {
      const to = button.dataset.to === "hand" ? inputs(next, "hand")[0] : first;
      button.hidden = !to || (button.dataset.to === "hand" && to === first);
      button.textContent = button.dataset.label.replace("{name}", next.dataset.walkPlayer);
    });
  }

  // Fill ``element`` next; the dock shows unless ``stay`` keeps it as it is.
  function aim(element, stay = false) {
    target = element;
    dock.querySelectorAll(".picker [data-target], .picker-actions [data-target]").forEach((button) => {
      button.dataset.target = element.id;
    });
    chips.dataset.chips = element === wild ? "" : element.id;
    describe();
    show(!stay || !dock.hidden);
  }

  function newMeld(player) {
    const empty = inputs(player, "meld").find((input) => !input.value.trim());
    if (empty) return empty;
    player.querySelector("[data-add-meld]").click();
    return inputs(player, "meld").pop();
  }

  function move(name, button) {
    const player = playerOf(target);
    const next = players[players.indexOf(player) + 1];
    if (name === "wild") {
      resume = target;
      return aim(wild);
    }
    if (name === "meld") return aim(newMeld(player));
    if (name === "laid_off" || name === "hand") return aim(inputs(player, name)[0]);
    if (name === "next") return aim(inputs(next, button.dataset.to === "hand" ? "hand" : "")[0]);
    if (name === "went_out") {
      const out = wentOut(player);
      out.checked = !out.checked;
      out.dispatchEvent(new Event("input", { bubbles: true }));
      out.dispatchEvent(new Event("change", { bubbles: true }));
      return out.checked && next ? aim(inputs(next)[0]) : describe();
    }
    return undefined;
  }

  const isWild = (card) => card === "JK" || Boolean(wild && wild.value && card.slice(0, -1) === wild.value);

  function offerNewMeld(input, button) {
    offered = { input, button };
    const face = (button.getAttribute("aria-label") || button.dataset.card).split(" ")[0];
    offer.textContent = words("Start a new meld with %(card)s instead", { card: face });
    offer.hidden = false;
  }

  function hideOffer() {
    offered = null;
    offer.hidden = true;
  }

  // The wild card offered leaves the meld it joined and starts the player's next meld.
  function startNewMeld() {
    const { input, button } = offered;
    hideOffer();
    const list = window.cardNotation.tokens(input.value);
    if (list[list.length - 1] !== button.dataset.card) return;
    list.pop();
    input.value = list.join(" ");
    input.dispatchEvent(new Event("input", { bubbles: true }));
    aim(newMeld(playerOf(input)));
    button.click();
  }

  function hold(tap, event) {
    event.preventDefault();
    event.stopImmediatePropagation();
    return verdicts.hold(tap, target);
  }

  // Before picker.js writes a card (capture): hold the tap, or aim at the next meld first.
  // A tap that moves the dock ("Tap cards", a step, Save) waits behind held cards.
  function beforeTap(event) {
    const button = event.target.closest("#card-picker button, [data-pick]");
    if (!button) return undefined;
    if (!button.matches("[data-dock-offer]")) hideOffer();
    if (verdicts.holding()) return hold(button, event);
    const meld = target && target !== wild && target.closest('[data-walk-field="meld"]');
    if (!button.dataset.card || !meld || !target.value.trim()) return undefined;
    if (verdicts.due(target)) return hold(button, event);
    const mark = verdicts.judged(target);
    if (mark && "extends" in mark.dataset && !mark.dataset.extends.split(" ").includes(button.dataset.card)) {
      aim(newMeld(playerOf(target)));
    } else if (mark && "extends" in mark.dataset && isWild(button.dataset.card)) {
      offerNewMeld(target, button); // shown once picker.js has written the card
    }
    return undefined;
  }

  function chooseWild(card) {
    const rank = card.slice(0, -1);
    if (card === "JK" || !Array.from(wild.options).some((option) => option.value === rank)) return;
    wild.value = rank;
    wild.dispatchEvent(new Event("input", { bubbles: true }));
    wild.dispatchEvent(new Event("change", { bubbles: true })); // the walk goes on (below)
  }

  document.addEventListener("click", beforeTap, true);
  // A Save sent while taps are held waits behind them (capture: before anything else sees it).
  form.addEventListener(
    "submit",
    (event) => {
      if (verdicts.holding()) hold({ click: () => form.requestSubmit(event.submitter) }, event);
    },
    true,
  );
  document.addEventListener("click", (event) => {
    const pick = event.target.closest("[data-pick]");
    const button = event.target.closest("#card-picker button");
    if (pick) {
      const input = document.getElementById(pick.dataset.pick);
      if (input) aim(input);
    } else if (button && button.matches("[data-pick-done]")) {
      close(false);
    } else if (button && button.matches("[data-dock-offer]") && offered) {
      startNewMeld();
    } else if (button && button.dataset.step) {
      move(button.dataset.step, button);
    } else if (button && target === wild && button.dataset.card) {
      chooseWild(button.dataset.card);
    }
  });

  form.addEventListener("change", (event) => {
    if (event.target === wild && target === wild && wild.value) {
      // Chosen, by a card tapped here or on the dealer's phone (seat-fill.js): on to the cards,
      // the dock open or closed as it was.
      aim(resume || inputs(players[0])[0], true);
      resume = null;
    }
    if (event.target === wild || event.target.name === "went_out") describe();
  });
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || dock.hidden || event.defaultPrevented) return;
    event.preventDefault();
    close(true);
  });
  // A field reached with Tab that the browser left under the dock or the sheet by Save (its
  // scroll-padding not taken into account) is scrolled above them.
  document.addEventListener("focusin", (event) => {
    const field = event.target;
    if (dock.contains(field) || (sheet && sheet.contains(field)) || !form.contains(field)) return;
    const under = field.getBoundingClientRect().bottom - (window.innerHeight - covered());
    if (under > 0) window.scrollBy(0, under + 8);
  });
  new MutationObserver(mirror).observe(form, { subtree: true, childList: true, characterData: true });
  const resized = new ResizeObserver(measure);
  resized.observe(dock);
  if (sheet) resized.observe(sheet);

  form.querySelectorAll("[data-pick][hidden]").forEach((button) => {
    button.hidden = false;
  });
  const start = wild && !wild.value ? wild : inputs(players[0] || form)[0];
  if (start) {
    aim(start);
    show(dock.hasAttribute("data-open"));
  }
  document.addEventListener("DOMContentLoaded", () => { started = true; });
})();
