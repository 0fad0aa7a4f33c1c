// The computer opponent: package search on the VM (betzac.best,
// page/wasm/main.go), run in a Web Worker so that the page stays
// responsive while it thinks. app.js calls computerTurn after every
// update; the computer's move is played by app.js's play, the path of a
// clicked move, once checked against the legal moves. It uses app.js's
// state, startFEN, wasmBytes, $ and play when called, not when loaded.
"use strict";

const computer = {
  worker: null,  // made on the first search, kept (with its hash table) while the game goes on
  asked: null,   // the position ("fen moves") the running search is of
  last: null,    // state.history at the last update, to tell an undo
};

// The strengths offered: a depth in plies, or a time per move.
const computerStrengths = [
  ["d1", "depth 1"], ["d2", "depth 2"], ["d3", "depth 3"], ["d4", "depth 4"], ["d6", "depth 6"],
  ["t500", "0.5 s a move"], ["t1000", "1 s a move"], ["t3000", "3 s a move"], ["t10000", "10 s a move"],
];

// computerControls puts the controls under the buttons: which side the
// computer plays (off, or one of the variant's sides), its strength, a
// button to make it move now (after an undo it waits) and its status.
function computerControls() {
  const opt = (value, text) => { const o = document.createElement("option"); o.value = value; o.textContent = text; return o; };
  const side = document.createElement("select");
  side.id = "computer-side";
  side.append(opt("off", "off"), opt("white", BETZAC_ABOUT.sides[0]), opt("black", BETZAC_ABOUT.sides[1]));
  const strength = document.createElement("select");
  strength.id = "computer-strength";
  strength.append(...computerStrengths.map(([v, t]) => opt(v, t)));
  strength.value = "t1000";
  const go = document.createElement("button");
  go.type = "button";
  go.id = "computer-go";
  go.textContent = "Move now";
  const status = document.createElement("p");
  status.id = "computer-status";
  const box = document.createElement("div");
  box.id = "computer";
  const label = (text, input) => { const l = document.createElement("label"); l.append(text + " ", input); return l; };
  box.append(label("Computer plays", side), " ", label("strength", strength), " ", go, status);
  document.querySelector("#panel .buttons").after(box);
  side.addEventListener("change", () => { computerStop(""); computerTurn(true); });
  strength.addEventListener("change", () => { if (computer.asked) { computerStop(""); computerTurn(true); } });
  go.addEventListener("click", () => computerTurn(true, true));
}

// computerTurn starts a search when the computer is to move: after a
// move, or when asked (now); not after an undo, so that the player can
// take moves back, nor once the game is over. any: search for whichever
// side is to move.
function computerTurn(now = false, any = false) {
  const undone = computer.last && state.history.length === computer.last.length - 1 &&
    state.history.every((m, i) => m === computer.last[i]);
  computer.last = state.history.slice();
  const key = startFEN + " moves " + state.history.join(" ");
  if (computer.asked && computer.asked !== key) computerStop("stopped: the position changed");
  const side = $("computer-side").value;
  if (computer.asked || state.result || state.moves.length === 0 || (!any && side !== state.side) || (undone && !now)) return;
  const [kind, n] = [$("computer-strength").value[0], $("computer-strength").value.slice(1)];
  if (!computer.worker) {
    const src = BETZAC_WASM_EXEC + "\n(" + computerWorker.toString() + ")();";
    computer.worker = new Worker(URL.createObjectURL(new Blob([src], { type: "text/javascript" })));
    computer.worker.onmessage = (e) => computerReply(e.data);
    computer.worker.onerror = (e) => computerStop("the computer failed: " + e.message);
  }
  computer.asked = key;
  computer.worker.postMessage({
    wasm: wasmBytes, program: BETZAC_PROGRAM, fen: startFEN, history: state.history, key,
    depth: kind === "d" ? n : "0", ms: kind === "t" ? n : "0",
  });
  computerStatus("thinking", "thinking…");
}

// computerReply plays the move found, if the position is still the one
// asked about and the move is legal in it.
function computerReply(r) {
  const key = startFEN + " moves " + state.history.join(" ");
  if (r.key !== computer.asked || r.key !== key) return; // an old answer
  computer.asked = null;
  if (r.error) return computerStatus("error", "The computer: " + r.error);
  if (!state.moves.includes(r.move)) {
    return computerStatus("error", `The computer's move ${r.move} is not legal here: not played.`);
  }
  const score = Math.abs(r.score) > 29000 ? (r.score > 0 ? "mates" : "is mated") : `score ${(r.score / 100).toFixed(2)}`;
  computerStatus("played", `The computer played ${r.move} (depth ${r.depth}, ${score}, ${r.nodes} nodes, ${(r.ms / 1000).toFixed(1)} s).`);
  play(r.move);
}

function computerStatus(what, text) {
  $("computer-status").dataset.state = what;
  $("computer-status").textContent = text;
  $("computer-go").disabled = what === "thinking";
  // the board takes no clicks while the computer thinks
  $("play").style.pointerEvents = what === "thinking" ? "none" : "";
}

// computerStop ends a running search (a worker cannot be interrupted but
// can be ended; the next search makes another).
function computerStop(why) {
  if (!computer.asked) return;
  computer.worker.terminate();
  computer.worker = null;
  computer.asked = null;
  computerStatus("stopped", why);
}

// computerWorker is the worker's code, after wasm_exec.js: it starts the
// VM once, then for each request brings its game to the position and
// searches. A game that goes on is only moved along: the search keeps its
// piece values (slow to estimate on a large board) for the same game.
function computerWorker() {
  let ready = null;
  let loaded = null; // the VM's game: {fen, history}
  onmessage = async (e) => {
    const { wasm, program, fen, history, key, depth, ms } = e.data;
    if (!ready) {
      const go = new Go();
      ready = WebAssembly.instantiate(wasm, go.importObject).then(({ instance }) => { go.run(instance); });
    }
    await ready;
    const ask = (fn, ...args) => JSON.parse(betzac[fn](...args));
    let r = {};
    const goesOn = loaded && loaded.fen === fen && loaded.history.length <= history.length &&
      loaded.history.every((m, i) => m === history[i]);
    if (!goesOn) {
      r = ask("load", program, fen);
      loaded = { fen, history: [] };
    }
    for (const m of history.slice(loaded.history.length)) {
      if (r.error) break;
      r = ask("play", m);
      loaded.history.push(m);
    }
    if (r.error) loaded = null;
    const t0 = performance.now();
    if (!r.error) r = ask("best", depth, ms);
    r.ms = performance.now() - t0;
    r.key = key;
    postMessage(r);
  };
}

computerControls();
