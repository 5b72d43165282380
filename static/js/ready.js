// The page's ready mark: <html data-ready="true"> once every script of the page has run and
// htmx has gone over the page (both on DOMContentLoaded, which comes after the deferred
// scripts). End-to-end tests wait for it before they tap anything, rather than for time.
// This script comes last in the page, so its listener runs after every other one.
(() => {
  "use strict";

  document.addEventListener("DOMContentLoaded", () => {
    document.documentElement.dataset.ready = "true";
  });
})();
