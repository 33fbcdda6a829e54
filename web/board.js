// arbiter serve: a small board component. The student moves a piece (click the piece
// then the square, or drag it); the page asks /api/explain for the ruling, with its
// picture and the articles it cites, and shows them. No library, no network but the
// service itself.
"use strict";

(function () {
  const START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
  const FILES = "abcdefgh";
  const boardEl = document.getElementById("board");
  const lang = boardEl.dataset.lang;
  const fenInput = document.getElementById("fen");
  const rulingEl = document.getElementById("ruling");
  const pictureEl = document.getElementById("picture");
  const articlesEl = document.getElementById("articles");
  const setupError = document.getElementById("setup-error");
  const promotion = document.getElementById("promotion");

  let fen = fenInput.value.trim() || START;
  let white = true; // seen from White's side
  let selected = null;
  let drag = null;

  /** The placement of a FEN as square → piece letter (`e1` → `K`). */
  function placement(text) {
    const rows = text.split(" ")[0].split("/");
    const out = {};
    rows.forEach(function (row, i) {
      let file = 0;
      for (const c of row) {
        if (c >= "1" && c <= "8") {
          file += Number(c);
        } else {
          out[FILES[file] + (8 - i)] = c;
          file += 1;
        }
      }
    });
    return out;
  }

  function pieceSvg(letter) {
    const color = letter === letter.toUpperCase() ? "w" : "b";
    const ns = "http://www.w3.org/2000/svg";
    const svg = document.createElementNS(ns, "svg");
    svg.setAttribute("viewBox", "0 0 45 45");
    svg.setAttribute("class", "piece");
    svg.dataset.piece = color + letter.toUpperCase();
    const use = document.createElementNS(ns, "use");
    use.setAttribute("href", "#arbiter-piece-" + color + letter.toUpperCase());
    svg.appendChild(use);
    return svg;
  }

  function draw() {
    const pieces = placement(fen);
    boardEl.replaceChildren();
    for (let row = 0; row < 8; row++) {
      for (let col = 0; col < 8; col++) {
        const file = white ? col : 7 - col;
        const rank = white ? 8 - row : row + 1;
        const name = FILES[file] + rank;
        const sq = document.createElement("div");
        sq.className = "square " + ((file + rank) % 2 === 1 ? "dark" : "light"); // a1 is dark (Article 2.1)
        sq.dataset.square = name;
        sq.setAttribute("role", "gridcell");
        sq.setAttribute("aria-label", name + (pieces[name] ? " " + pieces[name] : ""));
        if (pieces[name]) sq.appendChild(pieceSvg(pieces[name]));
        if (row === 7) sq.insertAdjacentHTML("beforeend", '<span class="coord file">' + FILES[file] + "</span>");
        if (col === 0) sq.insertAdjacentHTML("beforeend", '<span class="coord rank">' + rank + "</span>");
        if (name === selected) sq.classList.add("selected");
        boardEl.appendChild(sq);
      }
    }
  }

  function squareAt(x, y) {
    const el = document.elementFromPoint(x, y);
    const sq = el && el.closest(".square");
    return sq ? sq.dataset.square : null;
  }

  function isPromotion(from, to) {
    const p = placement(fen)[from];
    return (p === "P" && to[1] === "8") || (p === "p" && to[1] === "1");
  }

  function escapeHtml(text) {
    return String(text).replace(/[&<>"']/g, function (c) {
      return { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[c];
    });
  }

  async function play(from, to) {
    selected = null;
    let move = from + to;
    if (isPromotion(from, to)) move += promotion.value;
    const request = JSON.stringify({ fen: fen, move: move, lang: lang, quote: true });
    const post = { method: "POST", headers: { "Content-Type": "application/json" }, body: request };
    // The ruling (explain --format json --quote) and its picture (explain --format svg).
    const [response, drawing] = await Promise.all([fetch("/api/explain", post), fetch("/api/picture", post)]);
    const answer = await response.json();
    if (!response.ok) {
      rulingEl.innerHTML = '<p class="error" data-kind="' + escapeHtml(answer.error.kind) + '">' +
        escapeHtml(answer.error.message) + "</p>";
      pictureEl.replaceChildren();
      articlesEl.replaceChildren();
      draw();
      return;
    }
    rulingEl.dataset.legal = String(answer.legal);
    rulingEl.dataset.move = answer.uci || move;
    if (answer.legal) {
      rulingEl.innerHTML = '<p class="legal">' + escapeHtml(answer.explanation) + "</p>";
    } else {
      rulingEl.innerHTML = '<ul class="illegal">' + answer.violations.map(function (v) {
        return '<li data-rule="' + escapeHtml(v.rule) + '" data-article="' + escapeHtml(v.article) + '">' +
          escapeHtml(answer.explanation.split("\n")[answer.violations.indexOf(v)] || v.message) + "</li>";
      }).join("") + "</ul>";
    }
    pictureEl.innerHTML = drawing.ok ? await drawing.text() : "";
    // Each quote as `arbiter quote` prints it: the heading line, then the label and text.
    articlesEl.innerHTML = (answer.quotes || []).map(function (q) {
      const lines = q.text.trim().split("\n");
      return '<section class="article" id="a-' + escapeHtml(q.article) + '" data-article="' + escapeHtml(q.article) + '">' +
        "<h3>" + escapeHtml(lines[0]) + '</h3><p class="quote">' + escapeHtml(lines.slice(1).join("\n")) + "</p></section>";
    }).join("");
    if (answer.legal && answer.fen_after) {
      fen = answer.fen_after;
      fenInput.value = fen;
    }
    draw();
  }

  boardEl.addEventListener("pointerdown", function (e) {
    const sq = e.target.closest(".square");
    if (!sq) return;
    const name = sq.dataset.square;
    if (selected && selected !== name) {
      const from = selected;
      play(from, name);
      return;
    }
    const piece = sq.querySelector("svg.piece");
    if (!piece) return;
    selected = name;
    draw();
    const ghost = piece.cloneNode(true);
    ghost.classList.add("drag-ghost");
    const size = sq.getBoundingClientRect().width;
    ghost.style.width = size + "px";
    ghost.style.height = size + "px";
    drag = { from: name, ghost: ghost, size: size, moved: false };
    boardEl.setPointerCapture(e.pointerId);
  });

  boardEl.addEventListener("pointermove", function (e) {
    if (!drag) return;
    if (!drag.moved) {
      document.body.appendChild(drag.ghost);
      drag.moved = true;
    }
    drag.ghost.style.left = e.clientX - drag.size / 2 + "px";
    drag.ghost.style.top = e.clientY - drag.size / 2 + "px";
  });

  boardEl.addEventListener("pointerup", function (e) {
    if (!drag) return;
    const d = drag;
    drag = null;
    if (d.moved) {
      d.ghost.remove();
      const to = squareAt(e.clientX, e.clientY);
      if (to && to !== d.from) play(d.from, to);
    }
  });

  document.getElementById("setup").addEventListener("submit", async function (e) {
    e.preventDefault();
    const wanted = fenInput.value.trim();
    const response = await fetch("/api/position?lang=" + encodeURIComponent(lang) + "&fen=" + encodeURIComponent(wanted));
    const answer = await response.json();
    // A FEN that cannot be set up is a 400; a position that cannot arise in a game
    // (Article 3.10.3) is answered with its reasons, and the board keeps its position.
    // Each reason is a sentence of its own after the label's full stop (review 32c, G-5: a
    // capital letter after a colon or a semicolon is wrong in Russian).
    const sentence = function (m) { return /[.!?…]$/.test(m) ? m : m + "."; };
    const refused = !response.ok
      ? sentence(answer.error.message)
      : answer.state.kind === "illegal"
        ? answer.illegal.map(function (r) { return sentence(r.message); }).join(" ")
        : null;
    if (refused !== null) {
      setupError.textContent = setupError.dataset.label + " " + refused;
      setupError.dataset.article = response.ok ? answer.state.article : "";
      setupError.hidden = false;
      return;
    }
    setupError.hidden = true;
    fen = wanted;
    selected = null;
    draw();
  });

  document.getElementById("start").addEventListener("click", function () {
    fen = START;
    fenInput.value = START;
    selected = null;
    draw();
  });

  document.getElementById("flip").addEventListener("click", function () {
    white = !white;
    draw();
  });

  draw();
})();
