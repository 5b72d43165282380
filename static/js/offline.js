// Installing and going offline: registers the service worker (static/js/sw.js, served at the
// URL in this script's data-service-worker), and says so on the page when the connection
// drops while it is open (the score shown stops following the game until it is back).
(() => {
  "use strict";

  const script = document.currentScript;
  if ("serviceWorker" in navigator && script && script.dataset.serviceWorker) {
    navigator.serviceWorker.register(script.dataset.serviceWorker).catch(() => {});
  }

  const NOTE_ID = "connection-note";

  function showNote() {
    if (document.getElementById(NOTE_ID) || document.querySelector(".offline-note")) return;
    const main = document.querySelector("main");
    if (!main) return;
    const note = document.createElement("p");
    note.id = NOTE_ID;
    note.className = "offline-note";
    note.setAttribute("role", "status");
    note.textContent = words(
      "You are offline: the score shown stays as it is until the connection is back.",
    );
    main.prepend(note);
  }

  function hideNote() {
    const note = document.getElementById(NOTE_ID);
    if (note) note.remove();
  }

  window.addEventListener("offline", showNote);
  window.addEventListener("online", hideNote);
  document.addEventListener("htmx:sendError", showNote);
  document.addEventListener("htmx:afterRequest", (event) => {
    if (event.detail && event.detail.successful) hideNote();
  });
})();
