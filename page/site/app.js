// The page around betzac's VM. variant.js sets BETZAC_PROGRAM (the
// compiled variant as JSON), BETZAC_ABOUT (its title and description),
// BETZAC_LOOKS (its board-style, board picture, coordinates and piece
// images) and
// BETZAC_DIAGRAMS; vm.js sets BETZAC_VM_GZ
// (the VM as gzipped WebAssembly, base64) and BETZAC_WASM_EXEC (Go's
// wasm_exec.js, for the perft worker). The VM's API is globalThis.betzac
// (page/wasm/main.go). Everything is inline so that the page opens from
// the file system, where fetch and worker scripts are not allowed.
// computer.js (loaded before this file) adds the computer opponent.
"use strict";

const $ = (id) => document.getElementById(id);
let wasmBytes = null; // the VM, for the perft worker
let pieces = [];      // game.Piece list
let startFEN = "";    // the FEN the game started from ("" = start position)
let state = null;     // game.State
let moves = [];       // state.moves parsed
let sel = null;       // the move being entered: {from, drop, path}
let flipped = false;
let worker = null;
let perftFEN = null;  // the position the perft shown or running is of
let firstMove = null; // the side and move number the game started with

// parseMove splits a move as "betzac moves" prints it into the squares it
// stops on and the promotion suffix: "e4e5,e5f6" stops at e5 then f6,
// "e7e8q" at e8 with suffix "q", "P@e4" drops a P on e4. betzac page
// checks the start position's moves against the same patterns
// (page/game/check.go): keep the two the same.
function parseMove(text) {
  const drop = text.match(/^(.+)@([a-z][0-9]+)$/);
  if (drop) return { text, drop: drop[1], from: null, stops: [drop[2]], suffix: "" };
  const stops = [];
  let from = null, rest = "";
  for (const leg of text.split(",")) {
    const m = leg.match(/^([a-z][0-9]+)([a-z][0-9]+)(.*)$/);
    if (!m) return null;
    if (from === null) from = m[1];
    stops.push(m[2]);
    rest = m[3];
  }
  return { text, drop: null, from, stops, suffix: rest };
}

function call(fn, ...args) {
  const r = JSON.parse(betzac[fn](...args));
  if (r && r.error) throw new Error(r.error);
  return r;
}

async function start() {
  const gz = Uint8Array.from(atob(BETZAC_VM_GZ), (c) => c.charCodeAt(0));
  const stream = new Blob([gz]).stream().pipeThrough(new DecompressionStream("gzip"));
  wasmBytes = new Uint8Array(await new Response(stream).arrayBuffer());
  const go = new Go();
  const { instance } = await WebAssembly.instantiate(wasmBytes, go.importObject);
  go.run(instance); // main sets globalThis.betzac, then waits
  const fen = new URLSearchParams(location.search).get("fen") || "";
  if (!load(fen)) {
    // a bad link: say why, show the start position, and keep the link's
    // FEN in the box to be mended
    const why = $("fen-error").textContent;
    if (!load("")) {
      $("status").textContent = "The VM could not set up the start position: " + $("fen-error").textContent;
      return;
    }
    $("fen-error").textContent = "The link's FEN was refused, so this is the start position: " + why;
    $("fen-error").hidden = false;
    $("fen").value = fen;
  }
  $("description").textContent = BETZAC_ABOUT.description;
  $("description").hidden = !BETZAC_ABOUT.description;
  for (const side of ["white", "black"]) $("hand-" + side).ariaLabel = `${sideName(side)}'s pieces in hand`;
  showPieces();
  for (const [id, fn] of [["undo", undo], ["restart", () => load("")], ["flip", flip]]) {
    $(id).addEventListener("click", fn);
  }
  $("fen-form").addEventListener("submit", (e) => { e.preventDefault(); load($("fen").value); });
  $("perft-form").addEventListener("submit", (e) => { e.preventDefault(); runPerft(); });
  $("perft-stop").addEventListener("click", () => stopPerft("stopped"));
  document.addEventListener("keydown", (e) => { if (e.key === "Escape") cancelMove(); });
  document.body.dataset.ready = "true";
}

// load starts a game from fen and reports whether the VM accepted it.
function load(fen) {
  try {
    pieces = call("load", BETZAC_PROGRAM, fen, JSON.stringify(BETZAC_ABOUT.sides));
  } catch (e) {
    $("fen-error").textContent = e.message;
    $("fen-error").hidden = false;
    return false;
  }
  $("fen-error").hidden = true;
  startFEN = fen;
  const st = call("state");
  firstMove = { side: st.side, number: moveNumber(st.fen) };
  update(st);
  return true;
}

function update(st) {
  if (worker && st.fen !== perftFEN) stopPerft("perft stopped: the position changed");
  else if (st.fen !== perftFEN) clearPerft();
  state = st;
  moves = st.result ? [] : st.moves.map(parseMove); // no move once the game is over
  const unread = st.moves.filter((m, i) => !moves[i]);
  moves = moves.filter((m) => m);
  sel = null;
  $("variant").textContent = BETZAC_ABOUT.title || st.variant;
  document.title = $("variant").textContent + " · betzac";
  drawBoard();
  drawHands();
  $("fen").value = st.fen;
  $("fen-link").href = "?fen=" + encodeURIComponent(st.fen);
  drawHistory(st.history, st.san);
  showResult(st.result);
  $("history").scrollTop = 1e6;
  $("legal").textContent = st.moves.join(" ");
  $("legal-count").textContent = st.moves.length;
  $("promotion").hidden = true;
  showStatus();
  if (unread.length) $("status").textContent += ` The page cannot read the moves ${unread.join(" ")}.`;
  computerTurn(); // computer.js
}

// moveNumber reads the move number of a FEN, its last field (1 if none).
function moveNumber(fen) {
  const n = Number(fen.trim().split(/\s+/).pop());
  return Number.isInteger(n) && n > 0 ? n : 1;
}

// drawHistory lists the moves played in SAN by move number, White's and
// Black's on one line: "1. e4 e5" ("1. … e5" when Black moved first);
// each keeps its "betzac moves" text in data-move and its title.
function drawHistory(history, san) {
  const ply = (m, i) => {
    const span = el("span", { className: "ply", title: m }, san[i] ?? m);
    span.dataset.move = m;
    return span;
  };
  const plies = history.map(ply);
  if (firstMove.side === "black") plies.unshift(el("span", { className: "skip" }, "…"));
  const lines = [];
  for (let i = 0; i < plies.length; i += 2) lines.push(el("li"));
  plies.forEach((span, i) => lines[i >> 1].append(span));
  $("history").start = firstMove.number;
  $("history").replaceChildren(...lines);
}

function el(tag, attrs, text) {
  const e = document.createElement(tag);
  Object.assign(e, attrs);
  if (text !== undefined) e.textContent = text;
  return e;
}

// pieceDisc is a piece's picture: its image from BETZAC_LOOKS (the
// variant's board-style, drawn by package picture), its letter in a disc
// if it has none.
function pieceDisc(letter) {
  const upper = letter.toUpperCase();
  const info = pieces.find((p) => p.letter === upper);
  const d = el("span", { className: "pc " + (letter === upper ? "white" : "black") });
  const svg = BETZAC_LOOKS.pieces[letter];
  if (svg) {
    d.classList.add("img");
    // the letter stays, hidden, for the page's text (and its tests)
    d.append(el("img", { src: "data:image/svg+xml," + encodeURIComponent(svg), alt: upper, draggable: false }),
      el("span", { className: "letter" }, upper));
  } else {
    d.textContent = upper;
  }
  if (upper.length > 1) d.classList.add("long"); // "+P": a promoted piece
  if (info) {
    d.title = info.name;
    if (info.royal) d.classList.add("royal");
  }
  return d;
}

function drawBoard() {
  const board = $("board");
  const size = Math.max(28, Math.min(60, Math.floor(540 / Math.max(state.files, state.ranks))));
  board.style.setProperty("--sq", size + "px");
  board.style.gridTemplateColumns = `repeat(${state.files}, ${size}px)`;
  // a board that is not chess's squares (xiangqi's lines, shogi's) is a
  // picture under the squares, as the side at the bottom sees it
  board.classList.toggle("pictured", BETZAC_LOOKS.background !== null);
  board.dataset.style = BETZAC_LOOKS.style;
  if (BETZAC_LOOKS.background) {
    const picture = BETZAC_LOOKS.background[flipped ? 1 : 0];
    board.style.backgroundImage = `url("data:image/svg+xml,${encodeURIComponent(picture)}")`;
  }
  let rows = state.board;
  if (flipped) rows = rows.slice().reverse().map((r) => r.slice().reverse());
  const last = lastMoveSquares();
  const labels = boardLabels();
  const squares = [];
  rows.forEach((row, y) => row.forEach((s, x) => {
    const file = flipped ? state.files - 1 - x : x;
    const rank = flipped ? y : state.ranks - 1 - y; // a1 is dark
    const light = (file + rank) % 2 === 1;
    // a hole (not on the board) is drawn as no square at all
    const d = el("div", { className: s.hole ? "hole" : "sq " + (light ? "light" : "dark") });
    d.setAttribute("role", "gridcell");
    if (!s.hole) {
      d.dataset.sq = s.name;
      d.title = s.name;
      d.addEventListener("click", () => clickSquare(s.name));
    }
    if (s.piece) {
      d.appendChild(pieceDisc(s.piece));
      d.classList.add("occupied");
      if (state.inCheck && isRoyal(s.piece) && isMine(s.piece)) d.classList.add("check");
    }
    if (last.has(s.name)) d.classList.add("last");
    // coordinates by column and row, so that a hole at the edge keeps
    // its file's label
    const edge = { top: y === 0, bottom: y === rows.length - 1, left: x === 0, right: x === row.length - 1 };
    for (const [side, at] of Object.entries(labels)) {
      const text = edge[side] && at[side === "top" || side === "bottom" ? file : rank];
      if (text) d.appendChild(el("span", { className: "coord " + side }, text));
    }
    squares.push(d);
  }));
  board.classList.toggle("holed", state.board.some((row) => row.some((s) => s.hole)));
  board.replaceChildren(...squares);
  showSelection();
}

// boardLabels are the board's coordinates in the variant's convention,
// as package picture writes them round the SVG pictures (BETZAC_LOOKS.labels:
// chess a.. and 1.., shogi 9..1 and 一.., xiangqi each player's file
// numbers, janggi's numbers), by the edge of the board shown they go on,
// then by file or rank. Labels on two opposite edges are the two players'
// (xiangqi's) and turn with the board; one edge's stay where they are.
function boardLabels() {
  const at = { top: {}, bottom: {}, left: {}, right: {} };
  const used = new Set(BETZAC_LOOKS.labels.map((l) => l.side));
  const turn = { top: "bottom", bottom: "top", left: "right", right: "left" };
  for (const l of BETZAC_LOOKS.labels) {
    const side = flipped && used.has(turn[l.side]) ? turn[l.side] : l.side;
    at[side][l.index] = l.text;
  }
  return at;
}

function isRoyal(letter) {
  return pieces.some((p) => p.royal && p.letter === letter.toUpperCase());
}

// isMine reports whether the piece is the side to move's.
function isMine(letter) {
  return (letter === letter.toUpperCase()) === (state.side === "white");
}

function lastMoveSquares() {
  const h = state.history;
  const m = h.length ? parseMove(h[h.length - 1]) : null;
  return new Set(m ? [m.from, ...m.stops].filter((s) => s) : []);
}

function drawHands() {
  for (const side of ["white", "black"]) {
    const box = $("hand-" + side);
    box.replaceChildren();
    for (const h of state.hands) {
      const white = h.piece === h.piece.toUpperCase();
      if (white !== (side === "white")) continue;
      const d = el("div", { className: "held" });
      d.dataset.piece = h.piece;
      d.appendChild(pieceDisc(h.piece));
      d.appendChild(el("span", { className: "count" }, String(h.count)));
      d.addEventListener("click", () => clickHand(h.piece));
      box.appendChild(d);
    }
  }
}

// The move being entered. sel.path holds the squares clicked after the
// piece; the candidates are the legal moves that begin with them.
function candidates() {
  return moves.filter((m) => (sel.drop ? m.drop === sel.drop.toUpperCase() : m.from === sel.from) &&
    sel.path.every((s, i) => m.stops[i] === s));
}

function showSelection() {
  for (const d of document.querySelectorAll(".sq, .held")) {
    d.classList.remove("from", "stop", "target", "end-here", "reach");
  }
  showStatus();
  if (!sel) return;
  const square = (name) => document.querySelector(`.sq[data-sq="${name}"]`);
  if (sel.drop) document.querySelector(`.held[data-piece="${sel.drop}"]`)?.classList.add("from");
  else square(sel.from).classList.add("from");
  sel.path.forEach((s) => square(s).classList.add("stop"));
  const cands = candidates();
  const n = sel.path.length;
  for (const m of cands) {
    if (m.stops.length > n && m.stops[n] === sel.from) square(sel.from).classList.add("target", "pass");
    else if (m.stops.length > n) square(m.stops[n]).classList.add("target");
    else if (n > 0) square(m.stops[n - 1]).classList.add("end-here");
  }
  for (const m of cands) {
    const end = square(m.stops[m.stops.length - 1]);
    if (m.stops.length > n + 1 && !end.classList.contains("target")) end.classList.add("reach");
  }
}

// sideName is the name the variant's players give side ("white", the
// side that moves first, or "black"): White, Red, Sente...
function sideName(side) {
  return BETZAC_ABOUT.sides[side === "white" ? 0 : 1];
}

// resultText says how the game ended (game.Result), in the variant's side
// names: "Black wins by checkmate."
function resultText(r) {
  if (r.winner) return `${sideName(r.winner)} wins by ${r.reason}.`;
  if (r.draw) return `Draw by ${r.reason}.`;
  return `Game over by ${r.reason} (the variant's rules here do not say who wins).`;
}

// showResult shows the result under the move list (hidden while the game
// goes on).
function showResult(r) {
  $("result").hidden = !r;
  $("result").textContent = r ? `${resultText(r)} ${r.score}`.trim() : "";
}

// showStatus says whose move it is, or how the game ended, or how to go on
// with the move being entered.
function showStatus() {
  if (state.result) {
    $("status").textContent = resultText(state.result) + " Undo or set up a position to play on.";
    return;
  }
  const side = sideName(state.side);
  const n = state.moves.length;
  let text = n === 0
    ? `${side} has no legal move${state.inCheck ? " and is in check" : ""}: game over.`
    : `${side} to move${state.inCheck ? ", in check" : ""}. ${n} legal move${n === 1 ? "" : "s"}.`;
  if (sel && sel.path.length > 0) {
    const last = sel.path[sel.path.length - 1];
    const ends = candidates().some((m) => m.stops.length === sel.path.length);
    text = `${sel.drop ? sel.drop + "@" : sel.from} → ${sel.path.join(" → ")}: click a highlighted square to go on` +
      (ends ? `, or ${last} again to end the move there.` : ".");
  } else if (sel && !sel.drop && candidates().some((m) => m.stops[0] === sel.from)) {
    text = `The piece on ${sel.from} may pass: click it again to pass, Escape to let go.`;
  } else if (sel && candidates().length === 0) {
    text = `${sel.drop ? "This piece" : "The piece on " + sel.from} has no legal move.`;
  }
  $("status").textContent = text;
}

function clickSquare(name) {
  if (!$("promotion").hidden || state.result) return;
  if (sel) {
    const cands = candidates();
    const n = sel.path.length;
    const onward = cands.filter((m) => m.stops.length > n && m.stops[n] === name);
    if (onward.length > 0) {
      sel.path.push(name);
      return advance();
    }
    if (n > 0 && name === sel.path[n - 1]) return finish(cands.filter((m) => m.stops.length === n));
    // a square the move can only end on after other stops: if one path
    // goes there, take it
    const ending = cands.filter((m) => m.stops[m.stops.length - 1] === name);
    const paths = new Set(ending.map((m) => m.stops.join()));
    if (paths.size === 1) {
      sel.path = ending[0].stops.slice();
      return finish(ending);
    }
  }
  const piece = state.board.flat().find((s) => s.name === name)?.piece;
  const mine = piece && isMine(piece);
  sel = mine && !(sel && sel.from === name && sel.path.length === 0) ? { from: name, drop: null, path: [] } : null;
  showSelection();
}

function clickHand(letter) {
  if (!$("promotion").hidden || state.result) return;
  sel = isMine(letter) && !(sel && sel.drop === letter) ? { from: null, drop: letter, path: [] } : null;
  showSelection();
}

// advance plays the move once the clicked squares leave one way to go
// on, or asks which promotion.
function advance() {
  const cands = candidates();
  const n = sel.path.length;
  if (cands.some((m) => m.stops.length > n)) return showSelection();
  finish(cands);
}

function finish(done) {
  if (done.length === 1) return play(done[0].text);
  if (done.length === 0) return;
  showSelection();
  const box = $("promotion-choices");
  const letter = (state.board.flat().find((s) => s.name === sel.from)?.piece || "").toUpperCase();
  const promotions = pieces.find((p) => p.letter === letter)?.promotions || [];
  done = done.slice().sort((a, b) => promotionOrder(a, promotions) - promotionOrder(b, promotions));
  box.replaceChildren(...done.map((m) => {
    const b = el("button", { type: "button" }, promotionLabel(m.suffix));
    b.dataset.move = m.text;
    b.addEventListener("click", () => play(m.text));
    return b;
  }));
  const cancel = el("button", { type: "button" }, "cancel");
  cancel.addEventListener("click", cancelMove);
  box.appendChild(cancel);
  $("promotion").hidden = false;
}

function cancelMove() {
  $("promotion").hidden = true;
  sel = null;
  showSelection();
}

// promotionOrder puts "+" first, then the variant's order, then "no
// promotion".
function promotionOrder(m, promotions) {
  if (m.suffix === "+") return -1;
  if (m.suffix === "") return 1000;
  const i = promotions.indexOf(m.suffix.toUpperCase());
  return i < 0 ? 100 : i;
}

function promotionLabel(suffix) {
  if (suffix === "") return "no promotion";
  if (suffix === "+") return "promote (+)";
  const p = pieces.find((p) => p.letter.toLowerCase() === suffix);
  return p ? `${p.name} (${suffix})` : suffix;
}

function play(text) {
  try {
    update(call("play", text));
  } catch (e) {
    $("status").textContent = e.message;
  }
}

function undo() {
  update(call("undo"));
}

function flip() {
  flipped = !flipped;
  const keep = sel;
  drawBoard();
  sel = keep;
  showSelection();
}

function showPieces() {
  $("piece-list").replaceChildren(...pieces.map((p) => {
    const box = el("div", { className: "piece" });
    const h = el("h3");
    h.append(pieceDisc(p.letter), `${p.name}${p.royal ? " (royal)" : ""}`);
    box.append(h, el("div", {}, `Betza: ${p.betza}`));
    const diagram = el("div", { className: "diagram" });
    const svg = BETZAC_DIAGRAMS[p.letter];
    if (svg) {
      // an img, so that the SVGs' ids cannot clash with each other's
      diagram.append(el("img", { src: "data:image/svg+xml," + encodeURIComponent(svg), alt: `${p.name}: moves` }));
    }
    const code = el("details");
    const n = p.legdefs.length;
    code.append(el("summary", {}, `legdefs: ${n} move${n === 1 ? "" : "s"}`), el("pre", {}, p.legdefs.join("\n")));
    box.append(diagram, code);
    return box;
  }));
}

// Perft runs in a worker made from inline source (the page may come from
// the file system): wasm_exec.js, then workerMain. It replays the game
// from its start and counts.
function workerMain() {
  onmessage = async (e) => {
    const { wasm, program, fen, history, depth } = e.data;
    const go = new Go();
    const { instance } = await WebAssembly.instantiate(wasm, go.importObject);
    go.run(instance);
    const ask = (fn, ...args) => JSON.parse(betzac[fn](...args));
    let r = ask("load", program, fen);
    for (const m of history) if (!r.error) r = ask("play", m);
    const t0 = performance.now();
    if (!r.error) r = ask("perft", String(depth));
    r.ms = performance.now() - t0;
    postMessage(r);
  };
}

function runPerft() {
  stopPerft("");
  const depth = Number($("perft-depth").value);
  const src = BETZAC_WASM_EXEC + "\n(" + workerMain.toString() + ")();";
  worker = new Worker(URL.createObjectURL(new Blob([src], { type: "text/javascript" })));
  worker.onmessage = (e) => showPerft(e.data);
  worker.onerror = (e) => stopPerft("worker failed: " + e.message);
  worker.postMessage({ wasm: wasmBytes, program: BETZAC_PROGRAM, fen: startFEN, history: state.history, depth });
  perftFEN = state.fen;
  clearPerft();
  $("perft-result").textContent = `perft ${depth}: counting…`;
  $("perft-stop").disabled = false;
}

function clearPerft() {
  $("perft-result").textContent = "";
  delete $("perft-result").dataset.nodes;
  $("divide").hidden = true;
}

function stopPerft(why) {
  if (worker) worker.terminate();
  worker = null;
  $("perft-stop").disabled = true;
  if (why) $("perft-result").textContent = why;
}

function showPerft(r) {
  stopPerft("");
  if (r.error) {
    $("perft-result").textContent = "perft: " + r.error;
    return;
  }
  $("perft-result").textContent = `perft ${r.depth}: ${r.nodes} nodes in ${(r.ms / 1000).toFixed(2)} s`;
  $("perft-result").dataset.nodes = r.nodes;
  const rows = r.divide.map((d) => {
    const tr = el("tr");
    tr.append(el("td", {}, d.move), el("td", {}, String(d.nodes)));
    return tr;
  });
  $("divide").tBodies[0].replaceChildren(...rows);
  $("divide").hidden = false;
}

start().catch((e) => { $("status").textContent = "Could not start the VM: " + e.message; });
