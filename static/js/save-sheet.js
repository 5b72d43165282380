// The sheet by Save (templates/games/deal.html, #save-sheet) is what the scorekeeper stores:
// Save sends it with the deal, and the server stores nothing unless it still holds
// (scorekeeper/scorebook/sheets.py).
//
// - While the form has changed and the sheet has not caught up (its scores are asked 500 ms
//   after the last change, #preview), Save says "Counting…" and a tap stores nothing: the
//   scores on screen at the tap are the scores stored.
// - At the tap, the hidden field "sheet" takes where each field's cards came from (data-origin,
//   seat-fill.js), the seats whose change the scorekeeper chose to leave out
//   (form.dataset.leaveOut) and the scores shown; null scores when the sheet could not be
//   counted (no connection: the deal is queued, and the server counts it when it arrives).
// - Save's label is true: "Save deal N: all handed in" only while every seat has handed in,
//   nothing waits for a choice (seat-fill.js says so with the "scorekeeper:seats" event) and
//   the sheet shows the deal's scores (a deal the engine refuses stores nothing).
(() => {
  "use strict";

  const form = document.getElementById("deal-form");
  const preview = document.getElementById("preview");
  const save = document.querySelector("#save-sheet [data-save]");
  const sheet = document.getElementById("sheet");
  if (!form || !preview || !save || !sheet) return;

  let changes = 0; // changes to the form so far
  let asked = 0; // the changes the sheet's last request was asked with
  let counted = 0; // the changes the sheet shows
  let uncounted = false; // the last request failed (no connection)
  let allIn = false;

  const counting = () => counted !== changes && !uncounted;
  // The sheet shows the deal's scores: the engine found nothing wrong with it (no lay-off that
  // extends no meld, no score that is no sum), so a tap would store it.
  const scored = () => Boolean(preview.querySelector("[data-scores]"));

  function label() {
    let text = save.dataset.label;
    if (counting()) text = words("Counting…");
    else if (allIn && scored()) text = words("%(save)s: all handed in", { save: save.dataset.label });
    if (save.textContent !== text) save.textContent = text;
    save.setAttribute("aria-disabled", String(counting()));
    form.dataset.counting = counting() ? "1" : "";
  }

  form.addEventListener("input", () => {
    changes += 1;
    uncounted = false;
    label();
  });
  preview.addEventListener("htmx:beforeRequest", () => {
    asked = changes;
  });
  preview.addEventListener("htmx:afterSwap", () => {
    counted = asked;
    label();
  });
  for (const failed of ["htmx:sendError", "htmx:responseError"]) {
    preview.addEventListener(failed, () => {
      if (asked === changes) uncounted = true;
      label();
    });
  }
  form.addEventListener("scorekeeper:seats", (event) => {
    allIn = Boolean(event.detail && event.detail.allIn);
    label();
  });

  function origins() {
    const found = {};
    for (const field of form.elements) {
      if (!field.name || !(field.closest(".player-cards") || ["went_out", "ending"].includes(field.name))) {
        continue;
      }
      if (field.dataset.origin) found[field.name] = field.dataset.origin;
    }
    return found;
  }

  function scores() {
    if (uncounted) return null;
    const shown = preview.querySelector("[data-scores]");
    return shown ? shown.dataset.scores.split(" ").map(Number) : [];
  }

  // Capture, before the save queue (save-queue.js) sends the form.
  form.addEventListener(
    "submit",
    (event) => {
      if (event.defaultPrevented || (event.submitter && event.submitter.name)) return; // "Add meld"
      if (counting()) {
        event.preventDefault();
        event.stopImmediatePropagation();
        label();
        return;
      }
      const leaveOut = (form.dataset.leaveOut || "").split(",").filter(Boolean).map(Number);
      sheet.value = JSON.stringify({ fields: origins(), leave_out: leaveOut, scores: scores() });
    },
    true,
  );
  label();
})();
