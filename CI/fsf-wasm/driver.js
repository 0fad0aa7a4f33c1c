#!/usr/bin/env node
// UCI driver for the npm package fairy-stockfish-nnue.wasm (Fairy-Stockfish
// compiled to WebAssembly), so that "betzac enginetest" can run it as an
// ordinary UCI engine, or as an XBoard or USI one (--protocol xboard|usi: it passes
// the lines on alike): node CI/fsf-wasm/driver.js
//
// Why not the package's own uci.js: it posts "quit" as soon as standard
// input ends, before "go perft" has printed, and it cannot load a
// VariantPath file from the host's disk. This script:
//   - hides globalThis.fetch while the module loads (with fetch present the
//     emscripten loader tries to fetch stockfish.wasm as a URL and fails);
//   - passes every line of standard input to the engine, and every line the
//     engine prints to standard output;
//   - copies the file of "setoption name VariantPath value FILE" into the
//     module's in-memory file system at the same path before passing the
//     command on;
//   - on "quit" or at the end of standard input, waits for a running "go"
//     (or, in xboard mode, "perft")
//     to finish ("Nodes searched" or "bestmove"), then asks the engine to
//     quit and exits once the output is flushed (a plain "quit" would stop
//     "go perft" before it prints).
"use strict";

const fs = require("fs");
const path = require("path");
const readline = require("readline");

function die(msg) {
  process.stderr.write("fsf-wasm driver: " + msg + "\n");
  process.exit(2);
}

let Stockfish;
const savedFetch = globalThis.fetch;
try {
  delete globalThis.fetch;
  Stockfish = require("fairy-stockfish-nnue.wasm/stockfish.js");
} catch (e) {
  die("cannot load fairy-stockfish-nnue.wasm (run npm ci in " + __dirname + "): " + e.message);
}

// copyIntoEngine writes the host file at p into the module's file system.
function copyIntoEngine(FS, p) {
  const data = fs.readFileSync(p);
  const abs = path.posix.resolve("/", p.split(path.sep).join("/"));
  let dir = "";
  for (const part of path.posix.dirname(abs).split("/").filter(Boolean)) {
    dir += "/" + part;
    try {
      FS.mkdir(dir);
    } catch (e) {
      // exists already
    }
  }
  FS.writeFile(abs, data);
  return abs;
}

Stockfish()
  .then((engine) => {
    globalThis.fetch = savedFetch;
    let running = 0; // "go" commands whose final line has not come yet
    let quitting = false;
    let done = false;
    const finish = () => {
      quitting = true;
      if (done || running > 0) return;
      done = true;
      engine.postMessage("quit");
      // Let pending output drain, then leave: the module's worker threads
      // would keep node alive otherwise.
      process.stdout.write("", () => setTimeout(() => process.exit(0), 50));
    };
    engine.addMessageListener((line) => {
      process.stdout.write(line + "\n");
      if (running > 0 && /^(Nodes searched|bestmove)/.test(line)) {
        running--;
        if (quitting) finish();
      }
    });
    const rl = readline.createInterface({ input: process.stdin, terminal: false });
    rl.on("line", (line) => {
      const cmd = line.trim();
      if (quitting) return;
      if (cmd === "quit") return finish();
      if (/^(go|perft)(\s|$)/.test(cmd)) running++; // perft: the xboard mode's own command
      const m = /^setoption\s+name\s+VariantPath\s+value\s+(.+)$/i.exec(cmd);
      if (m) {
        try {
          const inside = copyIntoEngine(engine.FS, m[1].trim());
          engine.postMessage("setoption name VariantPath value " + inside);
        } catch (e) {
          process.stdout.write("info string fsf-wasm driver: cannot read VariantPath " + m[1] + ": " + e.message + "\n");
        }
        return;
      }
      engine.postMessage(cmd);
    });
    rl.on("close", finish);
  })
  .catch((e) => die("the engine did not start: " + (e && e.message ? e.message : e)));
