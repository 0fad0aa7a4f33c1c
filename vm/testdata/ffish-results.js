// Writes testdata/ffish-results.tsv for TestFfishResults: random games of
// each variant, played by Fairy-Stockfish's ffish (npm install ffish@0.7.10)
// until its result(true) ends them, one line each: variant, result, moves.
// Every third move, where it can, a piece steps back to where it came
// from, so that repetitions happen; every other game (with a third
// argument "captures") prefers captures, three times in four, so that
// endings come (counting, insufficient material, bare kings).
//   node ffish-results.js chess 8 > ffish-results.tsv
// The file in testdata holds two runs: the first four ended games of 8 per variant, no captures
// preferred, 300 plies at most (node ffish-results.js V1,V2,... 8, all
// variants in one process: the seed runs on from one to the next); then
// every ended game of 10 per variant, one process per variant
// (for v in $(cat ../../CI/ffish/variants.txt); do node ffish-results.js $v 10 captures; done),
// 500 plies at most; and from the first run's generation (8 games a
// variant, in one process with every variant) the ended games of the
// four Janggis, Armageddon and Shatar, once left out.
globalThis.fetch = undefined; // ffish 0.7.10 reads its .wasm from disk only without it
const ffish = require('ffish');
const variants = process.argv[2].split(',');
const games = +process.argv[3];
const captures = process.argv[4] === 'captures';
const plies = captures ? 500 : 300;
let seed = 12345;
function rnd(n) { seed = (seed * 1103515245 + 12345) & 0x7fffffff; return seed % n; }
ffish.onRuntimeInitialized = () => {
  for (const v of variants) {
    for (let g = 0; g < games; g++) {
      const b = new ffish.Board(v);
      const moves = [];
      const capturing = captures && g % 2 == 1;
      for (let ply = 0; ply < plies && b.result(true) === '*'; ply++) {
        const legal = b.legalMoves().split(' ').filter(x => x);
        if (legal.length === 0) break;
        let m = legal[rnd(legal.length)];
        const caps = capturing ? legal.filter(x => b.isCapture(x)) : [];
        if (caps.length && rnd(4) !== 0) m = caps[rnd(caps.length)];
        else if (moves.length >= 2 && rnd(3) === 0) {
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
