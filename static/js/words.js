// The scripts' sentences in the page's language: words("Start again") or, with what varies,
// words("%(name)s went out", { name }). The page gives the translations as JSON
// (#script-words, scorekeeper/words/script_words.py); without one (an English page) the English
// given stays.
(() => {
  "use strict";

  const element = document.getElementById("script-words");
  const table = element ? JSON.parse(element.textContent) : {};
  window.words = (english, values = {}) =>
    (table[english] || english).replace(/%\((\w+)\)s/g, (_, name) => String(values[name] ?? ""));
})();
