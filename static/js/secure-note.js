// On the scorekeeper's scoreboard: where the page is not in a secure context (plain http from
// another computer, as phones on the Wi-Fi reach `HOST=0.0.0.0 bash scripts/run`), the phone
// gets neither the service worker (the offline scoreboard) nor the screen wake lock; this
// shows the note that says so and how to get https ([data-secure-note]).
(() => {
  "use strict";

  if (window.isSecureContext) return;
  document.querySelectorAll("[data-secure-note]").forEach((note) => {
    note.hidden = false;
  });
})();
