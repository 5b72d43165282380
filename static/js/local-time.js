// Times in the reader's own time zone: each <time data-local-time datetime="...Z"> shows its
// moment as the phone's clock does, in the page's language (<html lang>; data-local-time="day":
// with the year). Without JavaScript
// the server's text (in UTC) stays. Once done, <html data-local-times="ready"> (a mark the
// end-to-end tests wait for).
(() => {
  "use strict";

  const moment = { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" };
  // The page's language as this phone writes it (en-GB's "26 Nov" rather than en's "Nov 26").
  const page = document.documentElement.lang;
  const language =
    (navigator.languages || []).find((tag) => tag.split("-")[0] === page) || page || undefined;
  const formats = {
    "": new Intl.DateTimeFormat(language, moment),
    day: new Intl.DateTimeFormat(language, { ...moment, year: "numeric" }),
  };

  const localise = (root) => {
    root.querySelectorAll("time[data-local-time]").forEach((time) => {
      const when = new Date(time.getAttribute("datetime"));
      const format = formats[time.dataset.localTime] || formats[""];
      if (!Number.isNaN(when.getTime())) time.textContent = format.format(when);
    });
    document.documentElement.dataset.localTimes = "ready";
  };

  localise(document);
  document.addEventListener("htmx:afterSettle", (event) => localise(event.target));
})();
