// Keeps the scorekeeper's screen on while a game's pages are open (Screen Wake Lock API),
// asking again each time the page comes back into view. The switch ([data-wake-lock], shown
// only where the phone can do it) turns it off or on, for every page of the app on this phone.
// Where the API is missing nothing happens. <html data-wake-lock="on|off"> says the state.
(() => {
  "use strict";

  if (!("wakeLock" in navigator)) return;
  const KEY = "scorekeeper.keepAwake";
  const switches = document.querySelectorAll("[data-wake-lock]");
  let lock = null;
  let on = true;
  try {
    on = localStorage.getItem(KEY) !== "off";
  } catch {
    // storage refused: on, as by default
  }

  const show = () => {
    document.documentElement.dataset.wakeLock = on && lock ? "on" : "off";
    switches.forEach((button) => button.setAttribute("aria-pressed", String(on)));
  };

  const acquire = async () => {
    if (on && !lock && document.visibilityState === "visible") {
      try {
        lock = await navigator.wakeLock.request("screen");
        lock.addEventListener("release", () => {
          lock = null;
          show();
        });
      } catch {
        lock = null; // refused (battery saver, not allowed): the screen dims as usual
      }
    }
    show();
  };

  const release = async () => {
    const held = lock;
    lock = null;
    if (held) await held.release();
    show();
  };

  switches.forEach((button) => {
    button.closest("[data-wake-lock-control]").hidden = false;
    button.addEventListener("click", () => {
      on = !on;
      try {
        localStorage.setItem(KEY, on ? "on" : "off");
      } catch {
        // not kept: this page still follows the tap
      }
      if (on) acquire();
      else release();
    });
  });
  document.addEventListener("visibilitychange", acquire);
  acquire();
})();
