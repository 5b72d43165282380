// The meld checker opened from a game's page ([data-checker-link]) judges with the wild rank
// chosen on that page's deal form, if it has one (select[name=wild_rank]).
(() => {
  "use strict";

  const select = document.querySelector("select[name=wild_rank]");
  if (!select) return;
  const follow = () => {
    document.querySelectorAll("a[data-checker-link]").forEach((link) => {
      const url = new URL(link.href);
      if (select.value) url.searchParams.set("wild_rank", select.value);
      else url.searchParams.delete("wild_rank");
      link.setAttribute("href", url.pathname + url.search);
    });
  };
  select.addEventListener("change", follow);
  follow();
})();
