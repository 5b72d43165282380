// The service worker (served at /sw.js so that its scope is the whole app).
//
// It keeps the last scoreboard opened, and the styles and scripts it needs, so that the score
// stays readable when the connection drops: pages come from the network first; when the
// network fails, a scoreboard comes from the cache, with a note at the top saying that it is
// offline and since when. Nothing else is kept.
"use strict";

const CACHE = "scorekeeper-v1";
// A game's scoreboard: /e/<edit_key> (the scorekeeper's) or /g/<view_id> (everyone else's).
const SCOREBOARD = /^\/[eg]\/[^/]+$/;
const SAVED_AT = "X-Saved-At";
// A message shown once (templates/games/edit.html): its text is escaped, so holds no tag.
const FLASHED = /<p [^>]*\bdata-flashed\b[^>]*>[^<]*<\/p>\s*/g;

self.addEventListener("install", () => self.skipWaiting());

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => n !== CACHE).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  // A POST (a deal saved) always goes to the network: never answered from the cache, so a
  // save without a connection fails as such and static/js/save-queue.js keeps it.
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  if (request.mode === "navigate" && SCOREBOARD.test(url.pathname)) {
    event.respondWith(scoreboard(request));
  } else if (url.pathname.startsWith("/static/")) {
    event.respondWith(asset(request));
  } else if (request.mode === "navigate") {
    event.respondWith(fetch(request).catch(() => toLastScoreboard()));
  }
});

// A scoreboard from the network, kept as the last one; offline, the one kept.
async function scoreboard(request) {
  let response;
  try {
    response = await fetch(request);
  } catch (error) {
    return lastScoreboard();
  }
  if (response.ok) await keep(request, response.clone()).catch(() => {});
  return response;
}

// Keep one scoreboard only: the last one opened, with the time it was loaded.
async function keep(request, response) {
  const cache = await caches.open(CACHE);
  for (const key of await cache.keys()) {
    if (SCOREBOARD.test(new URL(key.url).pathname)) await cache.delete(key);
  }
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT, new Date().toISOString());
  const body = await response.text();
  await cache.put(request, new Response(body, { status: 200, headers }));
}

async function keptScoreboard() {
  const cache = await caches.open(CACHE);
  const keys = (await cache.keys()).filter((key) => SCOREBOARD.test(new URL(key.url).pathname));
  return keys.length ? { cache, key: keys[0] } : null;
}

function offlinePage() {
  const page =
    '<!doctype html><html lang="en"><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    "<title>Offline · Scorekeeper</title><h1>You are offline</h1>" +
    "<p>No scoreboard was kept on this phone yet. Try again when the connection is back.</p>";
  return new Response(page, { status: 503, headers: { "Content-Type": "text/html; charset=utf-8" } });
}

// Another page opened offline (a deal form reloaded, a link followed): the kept scoreboard at its
// own address, so that the address shown is the page shown and its scripts know where they are.
async function toLastScoreboard() {
  const kept = await keptScoreboard();
  return kept ? Response.redirect(kept.key.url, 303) : offlinePage();
}

// The last scoreboard with a note that it is offline, or a short page saying so.
async function lastScoreboard() {
  const kept = await keptScoreboard();
  if (!kept) return offlinePage();
  const headers = { "Content-Type": "text/html; charset=utf-8" };
  const cached = await kept.cache.match(kept.key);
  const saved = new Date(cached.headers.get(SAVED_AT) || Date.now());
  const keptHtml = await cached.text();
  // The note in the kept page's language: its <html lang> and its scripts' words (script_words.py).
  const language = (keptHtml.match(/<html lang="([\w-]+)"/) || [])[1];
  const found = keptHtml.match(/<script type="application\/json" id="script-words">(.*?)<\/script>/s);
  const table = found ? JSON.parse(found[1]) : {};
  const words = (english) => table[english] || english;
  const time = saved.toLocaleTimeString(language, { hour: "2-digit", minute: "2-digit" });
  const said = words(
    "You are offline: this is the score as it was at %(time)s. It does not change until the connection is back.",
  ).replace("%(time)s", time);
  const note = `<p class="offline-note" role="status">${said}</p>`;
  // A flash ("Deal 1 saved.") was said once, when the page was kept: said again offline, it
  // would stand beside what has happened since ("Deal 2: Not sent yet").
  const html = keptHtml.replace(FLASHED, "").replace("<main>", `<main>${note}`);
  return new Response(html, { status: 200, headers });
}

// Styles, scripts and icons: from the network, kept for offline use; offline, the copy kept.
// A copy that cannot be kept never stands in the way of the network's answer.
async function asset(request) {
  const cache = await caches.open(CACHE);
  let response;
  try {
    response = await fetch(request);
  } catch (error) {
    const cached = await cache.match(request, { ignoreSearch: true });
    if (cached) return cached;
    throw error;
  }
  if (response.ok) await cache.put(request, response.clone()).catch(() => {});
  return response;
}
