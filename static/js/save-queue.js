// Saving a deal without losing it or storing it twice. A form[data-save-queue] (the deal form,
// the "Mine is the next deal" choice) is sent with fetch:
// - answered with a redirect, it is saved: its draft goes ("scorekeeper:saved", see
//   deal-draft.js) and the scoreboard (data-scoreboard) opens, with the server's "saved" note
//   (or, while the players hand in their own cards, the next deal's form: data-after-save);
// - with no connection, the page stays, and the deal is queued on the phone (localStorage) with
//   its Idempotency-Key (the form's one-time entry_id). The form and the scoreboard say it is
//   not sent yet. It is sent by itself when the connection returns or the app is next opened;
//   the server stores a form's entry once however often it is sent;
// - any other answer (the deal refused, another phone first) is shown the ordinary way: the
//   form is sent again without script, which stores nothing the first send did not.
// A queued deal is tried again every few seconds while the page is open (a phone whose Wi-Fi is
// up while the server cannot be reached hears no "online" event). A page the service worker kept
// is never reloaded for it: its CSRF token may be old, so a fresh one is read from the server
// first, and only once the deal is stored does the scoreboard open.
(() => {
  "use strict";

  const QUEUE = "scorekeeper:queue";
  const RETRY_MS = 5000;
  const NOTE = words(
    "Not sent yet: it will be sent when you are back online. It is kept on this phone until then.",
  );

  function queued() {
    try {
      const items = JSON.parse(localStorage.getItem(QUEUE));
      return Array.isArray(items) ? items : [];
    } catch (error) {
      return [];
    }
  }

  function keep(items) {
    localStorage.setItem(QUEUE, JSON.stringify(items));
  }

  function enqueue(item) {
    keep([...queued().filter((other) => other.draft !== item.draft), item]);
  }

  function dequeue(item) {
    keep(queued().filter((other) => other.key !== item.key));
  }

  function itemOf(form) {
    const fields = Array.from(new FormData(form), ([name, value]) => [name, String(value)]);
    const value = (name) => (fields.find(([field]) => field === name) || [])[1] || "";
    return {
      key: value("entry_id") || form.dataset.draft,
      draft: form.dataset.draft,
      deal: Number(form.dataset.draft.split(":").pop()),
      action: form.action,
      scoreboard: form.dataset.scoreboard,
      next: form.dataset.afterSave || form.dataset.scoreboard,
      fields,
    };
  }

  function tokenOf(body) {
    try {
      return JSON.parse(body.getAttribute("hx-headers"))["X-CSRFToken"];
    } catch (error) {
      return null;
    }
  }

  function csrfToken() {
    return tokenOf(document.body);
  }

  // A page the service worker kept while the server could not be reached.
  function kept() {
    return document.querySelector("main > .offline-note:not(#connection-note)") !== null;
  }

  // The CSRF token of a page fresh from the server (the service worker answers no fetch of a
  // page), or null when the server cannot be reached.
  async function freshToken() {
    try {
      const response = await fetch(location.href, { credentials: "same-origin", cache: "no-store" });
      if (!response.ok) return null;
      const page = new DOMParser().parseFromString(await response.text(), "text/html");
      return tokenOf(page.body);
    } catch (error) {
      return null;
    }
  }

  // "saved", "offline" (not sent: try again later) or "refused" (sent, and not stored).
  async function send(item, token = csrfToken()) {
    const body = new URLSearchParams(item.fields);
    if (token) body.set("csrf_token", token);
    let response;
    try {
      response = await fetch(item.action, {
        method: "POST",
        body,
        redirect: "manual",
        credentials: "same-origin",
      });
    } catch (error) {
      return "offline";
    }
    if (response.type === "opaqueredirect") return "saved";
    return response.status >= 502 && response.status <= 504 ? "offline" : "refused";
  }

  // Send a refused item the ordinary way, so that the page shows the server's answer.
  function showAnswer(item, token) {
    const form = document.createElement("form");
    form.method = "post";
    form.action = item.action;
    form.hidden = true;
    for (const [name, value] of item.fields) {
      const input = document.createElement("input");
      input.type = "hidden";
      input.name = name;
      input.value = name === "csrf_token" ? token || value : value;
      form.append(input);
    }
    document.body.append(form);
    form.submit();
  }

  function saved(item) {
    dequeue(item);
    document.dispatchEvent(new CustomEvent("scorekeeper:saved", { detail: { draft: item.draft } }));
  }

  function showNotes() {
    document.querySelectorAll(".queue-note").forEach((note) => note.remove());
    for (const item of queued()) {
      const form = document.querySelector(`form[data-draft="${CSS.escape(item.draft)}"]`);
      const onScoreboard = location.pathname === item.scoreboard;
      if (!form && !onScoreboard) continue;
      const note = document.createElement("p");
      note.className = "queue-note";
      note.setAttribute("role", "status");
      note.textContent = words("Deal %(number)s: %(note)s", { number: item.deal, note: NOTE });
      const save = form && Array.from(form.elements).find((button) => button.matches("[data-save]"));
      if (save) save.before(note); // beside the Save of the deal's sheet, in view
      else document.querySelector("main").prepend(note);
    }
  }

  async function flush() {
    const fromCache = kept();
    const token = fromCache ? await freshToken() : csrfToken();
    if (fromCache && !token) return retryLater();
    for (const item of queued()) {
      const outcome = await send(item, token);
      if (outcome === "offline") {
        retryLater();
        break;
      }
      if (outcome === "refused") {
        dequeue(item);
        showAnswer(item, token);
        return;
      }
      saved(item);
      const here = document.querySelector(`form[data-draft="${CSS.escape(item.draft)}"]`);
      if (here || location.pathname === item.scoreboard) {
        location.assign((here && item.next) || item.scoreboard); // an older page kept no next
        return;
      }
    }
    showNotes();
  }

  let retry = null;

  function retryLater() {
    clearTimeout(retry);
    retry = setTimeout(sendQueued, RETRY_MS);
  }

  function sendQueued() {
    clearTimeout(retry);
    if (!queued().length) return;
    if (document.hidden) return; // tried again when the page is seen
    if (!navigator.onLine) return retryLater();
    if (navigator.locks) {
      navigator.locks.request(QUEUE, flush);
    } else {
      flush();
    }
  }

  function enable(form) {
    for (const button of form.elements) {
      if (button instanceof HTMLButtonElement && button.type === "submit") button.disabled = false;
    }
  }

  document.addEventListener("submit", async (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.matches("[data-save-queue]")) return;
    if (event.submitter && event.submitter.name) return; // "Add meld": not a save
    event.preventDefault();
    const item = itemOf(form);
    const outcome = await send(item);
    if (outcome === "saved") {
      saved(item);
      location.assign(item.next);
    } else if (outcome === "offline") {
      enqueue(item);
      showNotes();
      retryLater();
      setTimeout(() => enable(form)); // after forms.js has disabled them
    } else {
      form.submit();
    }
  });

  window.addEventListener("online", sendQueued);
  document.addEventListener("visibilitychange", sendQueued);
  showNotes();
  sendQueued();
})();
