// Card notation as players type it, read the engine's way: rank then suit (10H, T♥, qs; Five
// Crowns' stars 7* or 7★), JK or Joker for a joker. window.cardNotation.tokens(text) splits a field's text into words;
// read(word) gives {notation, rank, face, symbol, red} with the notation of the pickers' buttons
// ("10H", "JK") and its rank, the rank as the page's language's decks print it (face: "D" for a
// queen in Polish, from <body data-rank-faces>, scorekeeper/words/card_faces.py), or null for a
// word that is no card (the engine says why when the deal is checked); face(rank) the rank alone.
(() => {
  "use strict";

  const SEPARATORS = /[\s,]+/;
  const SUITS = { C: "♣", D: "♦", H: "♥", S: "♠", "*": "★" };
  const SUIT_LETTERS = {
    "♣": "C", "♦": "D", "♥": "H", "♠": "S", "★": "*",
    "♧": "C", "♢": "D", "♡": "H", "♤": "S", "☆": "*",
  };
  const RANKS = new Set(["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]);
  const FACES = JSON.parse(document.body.dataset.rankFaces || "{}");

  function tokens(text) {
    return text.split(SEPARATORS).filter(Boolean);
  }

  // A rank of notation ("Q") as the page's language's decks print it ("D" in Polish).
  function face(rank) {
    return FACES[rank] || rank;
  }

  function read(word) {
    const upper = word.replace(/\uFE0F/g, "").toUpperCase();
    if (upper === "JK" || upper === "JOKER") {
      return { notation: "JK", rank: "JK", face: "JK", symbol: "", red: false };
    }
    const last = upper.slice(-1);
    const suit = SUIT_LETTERS[last] || (SUITS[last] ? last : null);
    const rank = upper.slice(0, -1) === "T" ? "10" : upper.slice(0, -1);
    if (!suit || !RANKS.has(rank)) return null;
    return { notation: rank + suit, rank, face: face(rank), symbol: SUITS[suit], red: suit === "D" || suit === "H" };
  }

  window.cardNotation = Object.freeze({ tokens, read, face });
})();
