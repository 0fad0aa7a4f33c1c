// Prints ffish's result(true) (npm ffish 0.7.10) after each game read
// from stdin, one a line: variant, FEN ("" for the start), moves, tab
// separated; the answer is the result before each move and after the
// last, space separated ("* * 0-1"), so that a game that ffish ends
// early shows where. TestChasingAsFFish runs it.
globalThis.fetch = undefined; // ffish 0.7.10 reads its .wasm from disk only without it
const ffish = require('ffish');
const lines = require('fs').readFileSync(0, 'utf8').split('\n').filter(x => x);
ffish.onRuntimeInitialized = () => {
  for (const l of lines) {
    const [variant, fen, moves] = l.split('\t');
    const b = fen ? new ffish.Board(variant, fen) : new ffish.Board(variant);
    const out = [b.result(true)];
    for (const m of moves.split(' ').filter(x => x)) {
      b.push(m);
      out.push(b.result(true));
    }
    console.log(out.join(' '));
    b.delete();
  }
};
