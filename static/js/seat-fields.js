// The seat page's fields (templates/seats/seat.html): the buttons above the card picker choose
// the field its cards go into ("Meld 1", "Laid off", "Hand"); "+ New meld" adds a meld input
// and chooses it; "I went out: done" ticks "I went out" and hands the cards in. Without
// JavaScript these stay hidden: players type, and "New meld" posts.
(() => {
  "use strict";

  const dock = document.getElementById("seat-dock");
  if (!dock) return;
  const targets = dock.querySelector(".seat-targets");
  const newMeld = dock.querySelector("[data-seat-new-meld]");

  const current = document.getElementById("seat-current");
  let chosen = null;

  // The chosen field's cards and verdict, shown in the dock: the fields may be under it.
  function showCurrent() {
    if (!chosen) return;
    const input = document.getElementById(chosen.dataset.seatTarget);
    const verdict = document.getElementById(`${input.id}-check`);
    const name = document.createElement("strong");
    name.textContent = `${chosen.textContent}: `;
    const parts = [name, input.value || "no cards yet"];
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
      .replace(/Meld \d+/, `Meld ${index + 1}`);
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
    button.textContent = `Meld ${index + 1}`;
    newMeld.before(button);
    choose(button);
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

  document.addEventListener("input", showCurrent);
  document.addEventListener("htmx:afterSwap", showCurrent);

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
