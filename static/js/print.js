// A "Print" button ([data-print], hidden without JavaScript): opens the browser's print dialog.
// What is printed is set by static/css/print.css.
(() => {
  "use strict";

  document.querySelectorAll("[data-print]").forEach((button) => {
    button.hidden = false;
    button.addEventListener("click", () => window.print());
  });
})();
