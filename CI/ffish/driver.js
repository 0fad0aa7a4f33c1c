// Plays random games with ffish (Fairy-Stockfish's own library, npm
// package ffish) and prints, one JSON object a line, each position met
// and the SAN ffish writes (Notation.SAN) for each of its legal moves:
//   {"variant": "chess", "fen": "...", "moves": [["e2e4", "e4"], ...]}
// and, with --pgn, each game as the PGN ffish's variationSan writes:
//   {"variant": "chess", "fen": "...", "pgn": "1. e4 e5 ...", "final": "FEN"}
// and, with --fens, each game's UCI moves and the FEN ffish writes after
// each (its move clocks among them):
//   {"variant": "chess", "fen": "...", "uci": ["e2e4", ...], "fens": ["...", ...]}
// Usage: node driver.js [--pgn|--fens] GAMES PLIES SEED VARIANT...
// (the variants of variants.txt: betzac built-ins that ffish 0.7.10's
// README lists)
// The random moves come from a seeded generator, so a run repeats.
'use strict';
// ffish 0.7.10's loader fetches its .wasm when fetch exists (Node 18 and
// later), which fails on a file path: without fetch it reads the file.
globalThis.fetch = undefined;
const ffish = require('ffish');

const args = process.argv.slice(2);
const pgn = args[0] === '--pgn';
const fens = args[0] === '--fens';
if (pgn || fens) args.shift();
const [games, plies, seed] = args.slice(0, 3).map(Number);
const variants = args.slice(3);

let state = seed >>> 0 || 1;
function rand(n) { // xorshift32
  state ^= state << 13; state >>>= 0;
  state ^= state >>> 17;
  state ^= state << 5; state >>>= 0;
  return state % n;
}

ffish.onRuntimeInitialized = () => {
  // variants() is empty in ffish 0.7.10, and an unknown name crashes the
  // module: the caller passes only variants both play (variants.txt).
  for (const v of variants) {
    for (let g = 0; g < games; g++) {
      const board = new ffish.Board(v);
      const start = board.fen();
      const played = [];
      const after = [];
      for (let p = 0; p < plies; p++) {
        const legal = board.legalMoves().split(' ').filter((m) => m !== '');
        if (legal.length === 0 || board.isGameOver()) break;
        if (!pgn && !fens) {
          const moves = legal.map((m) => [m, board.sanMove(m, ffish.Notation.SAN)]);
          console.log(JSON.stringify({ variant: v, fen: board.fen(), moves }));
        }
        const m = legal[rand(legal.length)];
        played.push(m);
        board.push(m);
        after.push(board.fen());
      }
      if (fens) {
        console.log(JSON.stringify({ variant: v, fen: start, uci: played, fens: after }));
      }
      if (pgn) {
        const b2 = new ffish.Board(v, start);
        const text = b2.variationSan(played.join(' '), ffish.Notation.SAN, true);
        b2.delete();
        console.log(JSON.stringify({ variant: v, fen: start, pgn: text, final: board.fen() }));
      }
      board.delete();
    }
  }
};
