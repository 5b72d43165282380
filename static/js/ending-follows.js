// The deal form, in the games that ask how a deal ended (Tonk, Canasta, Hand and Foot,
// Buraco): choosing who went out while no ending is chosen yet ticks "Went out", in sight and
// changeable (going out concealed, a knock, a tonk are one more tap), so the common deal takes
// one tap, not two. A stock that ran out is still its own ending. Without script, both are
// chosen by hand, as the server asks. Only the keeper's own tap does it: a seat's hand-in that
// fills who went out (seat-fill.js) fills its own ending too.
(() => {
  "use strict";

  document.addEventListener("change", (event) => {
    const chosen = event.target;
    if (!event.isTrusted) return;
    if (!(chosen instanceof HTMLInputElement) || chosen.name !== "went_out" || !chosen.checked) return;
    const form = chosen.form;
    if (!form || form.querySelector('input[name="ending"]:checked')) return;
    const wentOut = form.querySelector('input[name="ending"][value="went_out"]');
    if (!wentOut) return;
    wentOut.checked = true;
    wentOut.dispatchEvent(new Event("input", { bubbles: true }));
    wentOut.dispatchEvent(new Event("change", { bubbles: true }));
  });
})();
