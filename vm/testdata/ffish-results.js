// Writes testdata/ffish-results.tsv for TestFfishResults: random games of
// each variant, played by Fairy-Stockfish's ffish (npm install ffish@0.7.10)
// until its result(true) ends them, one line each: variant, result, moves.
// Every third move, where it can, a piece steps back to where it came
// from, so that repetitions happen.
//   node ffish-results.js chess,shogi,xiangqi 8 > ffish-results.tsv
// (the file in testdata: 8 games of every variant both play, then the
// first four ended ones of each, less the variants TestFfishResults names)
globalThis.fetch = undefined; // ffish 0.7.10 reads its .wasm from disk only without it
const ffish = require('ffish');
const variants = process.argv[2].split(',');
const games = +process.argv[3];
let seed = 12345;
function rnd(n) { seed = (seed * 1103515245 + 12345) & 0x7fffffff; return seed % n; }
ffish.onRuntimeInitialized = () => {
  for (const v of variants) {
    for (let g = 0; g < games; g++) {
      const b = new ffish.Board(v);
      const moves = [];
      for (let ply = 0; ply < 300 && b.result(true) === '*'; ply++) {
        const legal = b.legalMoves().split(' ').filter(x => x);
        if (legal.length === 0) break;
        let m = legal[rnd(legal.length)];
        if (moves.length >= 2 && rnd(3) === 0) {
          const back = moves[moves.length - 2];
          const rev = back.slice(2, 4) + back.slice(0, 2);
          if (back.length === 4 && legal.includes(rev)) m = rev;
        }
        b.push(m);
        moves.push(m);
      }
      const res = b.result(true);
      if (res !== '*') console.log([v, res, moves.join(' ')].join('\t'));
      b.delete();
    }
  }
};
