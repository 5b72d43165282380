// The meld checker opened from a game's page ([data-checker-link]) judges with the wild rank
// chosen on that page's deal form (select[name=wild_rank]): only the deal form has one, and
// only the deal form loads this script.
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
