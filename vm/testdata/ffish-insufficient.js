// Writes the positions of testdata/ffish-insufficient.tsv for
// TestFfishInsufficient: random games of each variant (captures preferred,
// to thin the material), played by Fairy-Stockfish's ffish (npm install
// ffish@0.7.10); every third position, one a line: variant, FEN,
// hasInsufficientMaterial(White), hasInsufficientMaterial(Black).
//   for v in $(cat ../../CI/ffish/variants.txt); do node ffish-insufficient.js $v 6; done
// (the file in testdata: from the run over every variant both play but
// Janggi and Janggi (traditional), the first 12 positions of each variant
// where a side is insufficient, then every 97th line where neither is,
// then Armageddon's first 12 where a side is, then every 40th line of
// Janggi's and Janggi (traditional)'s, where no side ever is)
globalThis.fetch = undefined;
const ffish = require('ffish');
const variants = process.argv[2].split(',');
const games = +process.argv[3];
let seed = +process.argv[4] || 777;
function rnd(n) { seed = (seed * 1103515245 + 12345) & 0x7fffffff; return seed % n; }
ffish.onRuntimeInitialized = () => {
  for (const v of variants) {
    for (let g = 0; g < games; g++) {
      const b = new ffish.Board(v);
      for (let ply = 0; ply < 400; ply++) {
        const legal = b.legalMoves().split(' ').filter(x => x);
        if (ply % 3 == 0 || legal.length === 0) console.log([v, b.fen(), b.hasInsufficientMaterial(true), b.hasInsufficientMaterial(false)].join('\t'));
        if (legal.length === 0 || b.result() !== '*') break;
        // prefer captures to thin the material
        const caps = legal.filter(m => b.isCapture(m));
        const m = caps.length && rnd(2) ? caps[rnd(caps.length)] : legal[rnd(legal.length)];
        b.push(m);
      }
      b.delete();
    }
  }
};
