// The meld checker opened alone (templates/referee/check.html): its pickers show the suits of
// the variant chosen ([data-picker-suits] on the variant's select: each variant's suit letters,
// "CDHS", or "CDHS*" for Five Crowns' stars), as the variant changes, without a round trip.
// The server draws them so for the variant the page opened with.
(() => {
  "use strict";

  const select = document.querySelector("select[data-picker-suits]");
  if (!select) return;
  const byVariant = JSON.parse(select.dataset.pickerSuits);
  const follow = () => {
    const letters = byVariant[select.value];
    if (letters === undefined) return;
    document.querySelectorAll(".picker-suit[data-suit]").forEach((row) => {
      row.hidden = !letters.includes(row.dataset.suit);
    });
  };
  select.addEventListener("change", follow);
  follow();
})();
