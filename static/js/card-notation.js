// Card notation as players type it, read the engine's way: rank then suit (10H, T♥, qs; Five
// Crowns' stars 7* or 7★), JK or Joker for a joker (W or Wild too: Phase 10's wild card).
// Numbered cards and tiles (Phase 10, Rummikub, scorekeeper/rules/cards.py) are a number 1 to 13
// then a colour's letter (12g, 13K: R B G Y K O), Phase 10's skip card SKIP (or SK).
// window.cardNotation.tokens(text) splits a field's text into words;
// read(word) gives {notation, rank, face, symbol, red, tone} with the notation of the pickers'
// buttons ("10H", "12G", "JK", "SKIP") and its rank ("10", "12"), the rank as the page's
// language's decks print it (face: "D" for a queen in Polish, from <body data-rank-faces>,
// scorekeeper/words/card_faces.py; the skip's name), a numbered card's colour (tone: "green",
// the class .tone-green colours it; its symbol is its letter), or null for a word that is no
// card (the engine says why when the deal is checked); face(rank) the rank alone.
(() => {
  "use strict";

  const SEPARATORS = /[\s,]+/;
  const SUITS = { C: "♣", D: "♦", H: "♥", S: "♠", "*": "★" };
  const SUIT_LETTERS = {
    "♣": "C", "♦": "D", "♥": "H", "♠": "S", "★": "*",
    "♧": "C", "♢": "D", "♡": "H", "♤": "S", "☆": "*",
  };
  const RANKS = new Set(["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]);
  const TONES = { R: "red", B: "blue", G: "green", Y: "yellow", K: "black", O: "orange" };
  const NUMBERED = /^(1[0-3]|[1-9])([RBGYKO])$/;
  const JOKERS = new Set(["JK", "JOKER", "W", "WILD"]);
  const SKIPS = new Set(["SKIP", "SK"]);
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
    if (JOKERS.has(upper)) {
      return { notation: "JK", rank: "JK", face: "JK", symbol: "", red: false, tone: null };
    }
    if (SKIPS.has(upper)) {
      return { notation: "SKIP", rank: "SKIP", face: face("SKIP"), symbol: "", red: false, tone: null };
    }
    const numbered = NUMBERED.exec(upper);
    if (numbered) {
      const [, number, letter] = numbered;
      return { notation: number + letter, rank: number, face: number, symbol: letter, red: false, tone: TONES[letter] };
    }
    const last = upper.slice(-1);
    const suit = SUIT_LETTERS[last] || (SUITS[last] ? last : null);
    const rank = upper.slice(0, -1) === "T" ? "10" : upper.slice(0, -1);
    if (!suit || !RANKS.has(rank)) return null;
    return { notation: rank + suit, rank, face: face(rank), symbol: SUITS[suit], red: suit === "D" || suit === "H", tone: null };
  }

  window.cardNotation = Object.freeze({ tokens, read, face });
})();
