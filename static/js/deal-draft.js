// Drafts on the phone: a form[data-draft] (the deal form, new deal and fix) is kept in
// localStorage as it is filled, under its data-draft key (game, "new" or "fix", deal number),
// and put back when the page is opened again: after a reload, pull-to-refresh, Back or Forward,
// a closed tab. A note says so. A new-deal page with no draft of its own takes the newest
// unsaved draft of an earlier deal of the game (another phone saved that deal meanwhile): it
// keeps the number it was entered for, so saving it shows the two side by side.
//
// A wild rank tapped on the scoreboard (a select marked data-chosen) stays when the draft has
// none.
//
// A draft goes once the deal is saved (the "scorekeeper:saved" event of save-queue.js), the
// scorekeeper keeps the other phone's entry (a click on [data-draft-discard]) or starts again.
(() => {
  "use strict";

  const PREFIX = "scorekeeper:draft:";
  let filling = false;

  function fields(form) {
    const pairs = [];
    for (const element of form.elements) {
      if (!element.name || element.name === "csrf_token" || element.type === "submit") continue;
      if (element.type === "button" || element.disabled) continue;
      if ((element.type === "checkbox" || element.type === "radio") && !element.checked) continue;
      pairs.push([element.name, element.value]);
    }
    return pairs;
  }

  // What a player typed or chose, without the hidden fields the server fills in.
  function typed(form, pairs) {
    const hidden = new Set(
      Array.from(form.querySelectorAll("input[type=hidden]"), (input) => input.name),
    );
    return JSON.stringify(pairs.filter(([name]) => !hidden.has(name)));
  }

  function read(key) {
    try {
      const draft = JSON.parse(localStorage.getItem(PREFIX + key));
      return draft && Array.isArray(draft.fields) ? draft : null;
    } catch (error) {
      return null;
    }
  }

  // Where each field's cards came from (data-origin, see seat-fill.js), by field name.
  function origins(form) {
    const found = {};
    for (const element of form.elements) {
      if (element.name && element.dataset.origin) found[element.name] = element.dataset.origin;
    }
    return found;
  }

  function putOrigins(form, found) {
    for (const element of form.elements) {
      if (!element.name) continue;
      if (found && found[element.name]) element.dataset.origin = found[element.name];
      else delete element.dataset.origin;
    }
  }

  function store(form) {
    const draft = { fields: fields(form), origins: origins(form) };
    try {
      localStorage.setItem(PREFIX + form.dataset.draft, JSON.stringify(draft));
    } catch (error) {
      // Storage full or refused (private mode): the form still works, without a draft.
    }
  }

  function discard(key) {
    localStorage.removeItem(PREFIX + key);
  }

  // The draft for this form: its own, else (a new deal) the newest of an earlier deal.
  function draftFor(form) {
    const key = form.dataset.draft;
    const own = read(key);
    if (own) return { key, draft: own };
    const [game, kind, number] = key.split(":");
    if (kind !== "new") return null;
    let best = null;
    for (let index = 0; index < localStorage.length; index += 1) {
      const name = localStorage.key(index);
      const match = name && name.match(/^scorekeeper:draft:([^:]+):new:(\d+)$/);
      if (!match || match[1] !== game || Number(match[2]) >= Number(number)) continue;
      if (!best || Number(match[2]) > best.number) best = { number: Number(match[2]), name };
    }
    if (!best) return null;
    const draft = read(best.name.slice(PREFIX.length));
    return draft && { key: best.name.slice(PREFIX.length), draft, number: best.number };
  }

  // Put the draft's values into the form; returns the names it has no field for yet.
  function fill(form, pairs) {
    const values = new Map();
    for (const [name, value] of pairs) {
      if (!values.has(name)) values.set(name, []);
      values.get(name).push(value);
    }
    const seen = new Set();
    for (const element of form.elements) {
      if (!element.name || element.name === "csrf_token" || element.type === "submit") continue;
      if (element.type === "button") continue;
      seen.add(element.name);
      const wanted = values.get(element.name) || [];
      let changed;
      if (element.type === "checkbox" || element.type === "radio") {
        changed = element.checked !== wanted.includes(element.value);
        element.checked = wanted.includes(element.value);
      } else if (element.hasAttribute("data-chosen") && !wanted.some(Boolean)) {
        changed = false; // chosen on the scoreboard (the wild rank): a draft without one keeps it
      } else {
        const value = wanted.length ? wanted.shift() : "";
        changed = element.value !== value;
        element.value = value;
      }
      // As if typed: the meld checks and the score preview follow.
      if (changed && element.type !== "hidden") {
        element.dispatchEvent(new Event("input", { bubbles: true }));
      }
    }
    return Array.from(values.keys()).filter((name) => !seen.has(name));
  }

  // More meld inputs in the draft than on the page: "Add meld" (meld-fields.js) for each one
  // missing, in the list its name belongs to ("players-0-melds-2" in "#players-0-melds").
  function grow(form, missing) {
    for (const name of missing) {
      const list = document.getElementById(name.replace(/-\d+$/, ""));
      const adder = list && form.contains(list) && list.querySelector("[data-add-meld]");
      if (adder) {
        adder.click();
        return true;
      }
    }
    return false;
  }

  function note(form, restored) {
    const text = restored.number
      ? words(
          "Restored what you had entered for deal %(number)s. Another phone has saved a deal %(number)s since: save yours to compare the two.",
          { number: restored.number },
        )
      : words("Restored what you had entered.");
    const message = document.createElement("p");
    message.className = "draft-note";
    message.setAttribute("role", "status");
    message.textContent = `${text} `;
    const again = document.createElement("button");
    again.type = "button";
    again.className = "secondary";
    again.textContent = words("Start again");
    again.addEventListener("click", () => {
      discard(restored.key);
      location.reload();
    });
    message.append(again);
    form.before(message);
  }

  // Put the draft back, each field with its origin. While it is put back the form is marked
  // data-restoring, so that seat-fill.js takes none of it as typed by the scorekeeper.
  function restore(form) {
    const restored = draftFor(form);
    if (!restored) return;
    // An earlier deal's entry is the scorekeeper's now: its seats' drafts were of that deal.
    const found = restored.number
      ? Object.fromEntries(Object.keys(restored.draft.origins || {}).map((name) => [name, "keeper"]))
      : restored.draft.origins;
    if (typed(form, restored.draft.fields) === typed(form, fields(form))) {
      putOrigins(form, found); // the page came back as it was: its origins too
      return;
    }
    form.dataset.draft = restored.key;
    form.dataset.restoring = "true";
    filling = true;
    let missing = fill(form, restored.draft.fields);
    for (let rounds = 0; missing.length && rounds < 50 && grow(form, missing); rounds += 1) {
      missing = fill(form, restored.draft.fields);
    }
    putOrigins(form, found);
    filling = false;
    delete form.dataset.restoring;
    note(form, restored);
  }

  // Once htmx has gone over the page, so that the meld checks and the preview follow; then
  // the form says it is ready ("scorekeeper:draft-ready") for seat-fill.js.
  document.addEventListener("DOMContentLoaded", () => {
    document.querySelectorAll("#deal-form[data-draft]").forEach((form) => {
      restore(form);
      form.dataset.draftReady = "true";
      form.dispatchEvent(new CustomEvent("scorekeeper:draft-ready"));
    });
  });

  for (const type of ["input", "change"]) {
    document.addEventListener(type, (event) => {
      const form = event.target.form;
      if (!filling && form && form.matches("#deal-form[data-draft]")) store(form);
    });
  }
  document.addEventListener("click", (event) => {
    if (event.target.closest("[data-draft-discard]")) {
      discard(event.target.closest("[data-draft-discard]").dataset.draftDiscard);
    }
  });
  document.addEventListener("scorekeeper:saved", (event) => discard(event.detail.draft));
})();
