// A "Print" button ([data-print], hidden without JavaScript): loads every deal not yet opened
// (each loads when opened: a [hx-get] inside a <details>), then opens the browser's print
// dialog. What is printed is set by static/css/print.css.
(() => {
  "use strict";

  const loadEveryDeal = () =>
    Promise.all(
      Array.from(document.querySelectorAll("details [hx-get]"), (loader) =>
        htmx.ajax("GET", loader.getAttribute("hx-get"), { target: loader, swap: "outerHTML" }),
      ),
    );

  document.querySelectorAll("[data-print]").forEach((button) => {
    button.hidden = false;
    button.addEventListener("click", () => {
      button.disabled = true;
      loadEveryDeal().finally(() => {
        button.disabled = false;
        window.print();
      });
    });
  });
})();
