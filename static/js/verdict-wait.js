// Card taps held until a meld's verdict comes, for the keeper's docked picker
// (static/js/picker-dock.js) and the seat page's dock (static/js/seat-fields.js). The engine's
// verdict on a meld (templates/games/_meld_check.html, in #<input id>-check) names the text it
// judged (data-judged): a dock that needs it before a card joins the meld holds the tap, asks
// htmx for the verdict at once ("verdict"), and plays the held taps in order once it has come
// (htmx:afterSwap), once asking failed (htmx:afterRequest), or after WAIT_MS at the most. A text
// is never waited for twice. window.verdictWait() makes a dock's queue: judged(input), the mark
// of the verdict on the input's text as it is (else null); due(input), whether a card tapped
// into it waits (no verdict on its text, online, not waited for already); holding(), whether
// taps are held; hold(tap, input), held behind the taps held already, or first, waiting for
// input's verdict. A tap is anything with a click() that plays it again.
(() => {
  "use strict";

  const WAIT_MS = 1500;

  function judged(input) {
    const check = document.getElementById(`${input.id}-check`);
    const mark = check && check.querySelector("[data-judged]");
    return mark && mark.dataset.judged === input.value ? mark : null;
  }

  window.verdictWait = () => {
    const held = []; // taps waiting for a meld's verdict, in order
    let awaited = null; // the meld input whose verdict they wait for
    let waitedFor = null; // its text when they began waiting: never waited for twice
    let timer = 0;

    function release() {
      clearTimeout(timer);
      awaited = null;
      while (held.length && !awaited) held.shift().click();
    }

    function hold(tap, input) {
      if (awaited) return held.push(tap);
      held.unshift(tap); // first: the taps still held (a release under way) come after it
      awaited = input;
      waitedFor = input.value;
      timer = setTimeout(release, WAIT_MS);
      return window.htmx && window.htmx.trigger(input, "verdict");
    }

    function verdictCame(event) {
      const failed = event.type === "htmx:afterRequest" && event.detail.elt === awaited && event.detail.failed;
      if (awaited && (failed || judged(awaited))) release();
    }

    document.addEventListener("htmx:afterSwap", verdictCame);
    document.addEventListener("htmx:afterRequest", verdictCame);
    return Object.freeze({
      judged,
      due: (input) => !judged(input) && navigator.onLine && waitedFor !== input.value,
      holding: () => Boolean(awaited),
      hold,
    });
  };
})();
