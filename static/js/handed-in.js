// The fix form's "Use what <name> handed in" (templates/games/_handed_in.html): a button
// [data-use-handed-in] holds the cards a player handed in, as the fields of their fieldset hold
// them ({"melds": [...], "laid_off": "...", "hand": "..."}), and puts them in that player's
// fields of #deal-form, in place of what is there: "Add meld" (meld-fields.js) for a meld the
// form has no field for, the meld fields left over emptied. Each field changed is sent an
// `input` event, as if typed, so the chips, the meld checks, the preview and the phone's draft
// (deal-draft.js) follow. Nothing is saved: the scorekeeper still taps Save.
(() => {
  "use strict";

  function put(input, value) {
    if (!input || input.value === value) return;
    input.value = value;
    input.dispatchEvent(new Event("input", { bubbles: true }));
  }

  function meldInputs(form, seat) {
    return Array.from(form.querySelectorAll(`input[name^="players-${seat}-melds-"]`));
  }

  function use(form, seat, cards) {
    const melds = cards.melds || [];
    const adder = form.querySelector(`#players-${seat}-melds [data-add-meld]`);
    // A form without meld fields (Tonk's) takes the hand alone.
    for (let rounds = 0; adder && meldInputs(form, seat).length < melds.length; rounds += 1) {
      if (rounds > 50) break;
      adder.click();
    }
    meldInputs(form, seat).forEach((input, index) => put(input, melds[index] || ""));
    put(form.elements[`players-${seat}-laid_off`], cards.laid_off || "");
    put(form.elements[`players-${seat}-hand`], cards.hand || "");
  }

  document.addEventListener("DOMContentLoaded", () => {
    const form = document.getElementById("deal-form");
    if (!form) return;
    document.querySelectorAll("[data-use-handed-in], [data-use-handed-in-hint]").forEach((part) => {
      part.hidden = false;
    });
    document.addEventListener("click", (event) => {
      const button = event.target.closest("[data-use-handed-in]");
      if (!button) return;
      const seat = button.closest("[data-handed-in]").dataset.handedIn;
      use(form, seat, JSON.parse(button.dataset.useHandedIn));
      const fieldset = form.elements[`players-${seat}-hand`];
      if (fieldset) fieldset.closest("fieldset").scrollIntoView({ block: "start" });
    });
  });
})();
