// Writes testdata/ffish-chasing.tsv for TestFfishChasing: random Xiangqi
// games played by Fairy-Stockfish's ffish (npm install ffish@0.7.10)
// until its result(true) ends them, one line each: variant, result,
// moves and, in odd games, the FEN they start from. Even games start from
// the start position with a random opening (20 to 79 plies, taking three
// times in four where it can, to leave pieces unprotected); odd games
// from a random sparse position (sparse(): each side's general and up to
// eight pieces where they may stand; ffish's own check tells the
// positions whose side not to move would be in check, which are left
// out). Then the games look for a pendulum: a piece P of the side to move (the
// runner) that a piece Q of the other side (the chaser) attacks, a move
// of P, and a move of Q after which Q attacks P again (attacks are
// found by asking the position with the side to move swapped for its
// moves); then both sides play their moves back and forth, so that the
// positions repeat whether ffish finds a chase in them or not. Where no
// pendulum is found, a random move is played, and the search goes on.
// With a fourth argument "checks" every game starts from a sparse
// position and never captures, giving check where it can, so that the
// n-move rule comes with more than ten checks of a side (the chasing
// rule lengthens it by two plies a check beyond ten), and no position
// stands a third time where that can be helped.
//   node ffish-chasing.js xiangqi GAMES SEED [checks] > ffish-chasing.tsv
globalThis.fetch = undefined; // ffish 0.7.10 reads its .wasm from disk only without it
const ffish = require('ffish');
const [variant, games, seed0] = [process.argv[2], +process.argv[3], +process.argv[4] || 1];
const checks = process.argv[5] === 'checks';
let seed = seed0;
function rnd(n) { seed = (seed * 1103515245 + 12345) & 0x7fffffff; return seed % n; }
const squares = (m) => m.match(/[a-i]\d+/g);
const reverse = (m) => squares(m)[1] + squares(m)[0];

// swapped lists the moves of the side not to move in b.
function swapped(b) {
  const f = b.fen().split(' ');
  f[1] = f[1] === 'w' ? 'b' : 'w';
  const t = new ffish.Board(variant, f.join(' '));
  const moves = t.legalMoves().split(' ').filter((x) => x);
  t.delete();
  return moves;
}

// pendulum returns [r, c], the runner's and the chaser's moves, or null:
// a chaser's piece on A attacks the runner's on X, the runner moves it
// from X to Y, the chaser moves from A to B, and attacks Y from there.
function pendulum(b) {
  const attackers = {}; // X: the squares A
  for (const m of swapped(b)) {
    const [a, x] = squares(m);
    (attackers[x] = attackers[x] || []).push(a);
  }
  const found = [];
  for (const r of b.legalMoves().split(' ').filter((x) => x)) {
    const [x, y] = squares(r);
    if (!attackers[x]) continue;
    b.push(r);
    for (const c of b.legalMoves().split(' ').filter((m) => m && attackers[x].includes(squares(m)[0]))) {
      b.push(c);
      if (swapped(b).some((m) => squares(m)[0] === squares(c)[1] && squares(m)[1] === y)) found.push([r, c]);
      b.pop();
    }
    b.pop();
  }
  // FSF counts a rook's or cannon's attack along the line it moved on as
  // no new attack: prefer the others
  const across = found.filter(([r, c]) => !onLine(squares(c), squares(r)[1]));
  const pool = across.length ? across : found;
  return pool.length ? pool[rnd(pool.length)] : null;
}

// onLine reports whether square s is on the file or rank of both a and b.
function onLine([a, b], s) {
  const file = (q) => q[0], rank = (q) => q.slice(1);
  return file(a) === file(b) && file(s) === file(a) || rank(a) === rank(b) && rank(s) === rank(a);
}

// checking returns a random quiet move that gives check, else a random
// quiet move, else any; never one to a position seen twice (seen: by
// FEN without its clocks), where it can.
function checking(b, legal, seen) {
  const key = () => b.fen().split(' ').slice(0, 2).join(' ');
  const fresh = legal.filter((m) => { b.push(m); const n = seen[key()] || 0; b.pop(); return n < 2; });
  if (fresh.length) legal = fresh;
  const quiet = legal.filter((m) => !b.isCapture(m));
  const gives = quiet.filter((m) => { b.push(m); const c = b.isCheck(); b.pop(); return c; });
  const pool = gives.length && rnd(3) !== 0 ? gives : quiet.length ? quiet : legal;
  return pool[rnd(pool.length)];
}

// sparse returns a random position of few pieces, or null if the side
// not to move is in check.
function sparse() {
  const board = Array.from({ length: 10 }, () => Array(9).fill('.'));
  const put = (c, file, rank) => { if (board[rank][file] !== '.') return false; board[rank][file] = c; return true; };
  const palace = [[3, 0], [5, 0], [4, 1], [3, 2], [5, 2]];
  const eye = [[2, 0], [6, 0], [0, 2], [4, 2], [8, 2], [2, 4], [6, 4]];
  const kf = [3 + rnd(3), 3 + rnd(3)];
  if (kf[0] === kf[1]) kf[1] = kf[0] === 3 ? 5 : 3;
  for (let side = 0; side < 2; side++) {
    const rank = (r) => side === 0 ? r : 9 - r;
    const up = (s) => side === 0 ? s.toUpperCase() : s;
    put(up('k'), kf[side], rank(rnd(3)));
    for (let n = rnd(9); n > 0; n--) {
      const kind = 'rrnnccabp'[rnd(9)];
      if (kind === 'a') { const [f, r] = palace[rnd(5)]; put(up('a'), f, rank(r)); }
      else if (kind === 'b') { const [f, r] = eye[rnd(7)]; put(up('b'), f, rank(r)); }
      else if (kind === 'p') put(up('p'), rnd(9), rank(3 + rnd(7)));
      else put(up(kind), rnd(9), rnd(10));
    }
  }
  const fen = board.slice().reverse().map((row) => row.join('').replace(/\.+/g, (e) => e.length)).join('/') +
    (rnd(2) ? ' w' : ' b') + ' - - 0 1';
  const t = new ffish.Board(variant, fen);
  const f = t.fen().split(' ');
  f[1] = f[1] === 'w' ? 'b' : 'w';
  const u = new ffish.Board(variant, f.join(' '));
  const ok = !u.isCheck() && t.legalMoves() !== '';
  t.delete();
  u.delete();
  return ok ? fen : null;
}

ffish.onRuntimeInitialized = () => {
  for (let g = 0; g < games; g++) {
    let fen = null;
    while ((checks || g % 2 === 1) && !fen) fen = sparse();
    const b = fen ? new ffish.Board(variant, fen) : new ffish.Board(variant);
    const moves = [];
    const seen = {};
    const play = (m) => { b.push(m); moves.push(m); };
    const opening = fen ? 0 : 20 + rnd(60);
    while (moves.length < 300 && b.result(true) === '*') {
      const legal = b.legalMoves().split(' ').filter((x) => x);
      if (legal.length === 0) break;
      if (checks) {
        play(checking(b, legal, seen));
        const k = b.fen().split(' ').slice(0, 2).join(' ');
        seen[k] = (seen[k] || 0) + 1;
        continue;
      }
      const p = moves.length >= opening ? pendulum(b) : null;
      if (!p) {
        const caps = legal.filter((x) => b.isCapture(x));
        play(caps.length && rnd(4) !== 0 && moves.length < opening ? caps[rnd(caps.length)] : legal[rnd(legal.length)]);
        continue;
      }
      const cycle = [p[0], p[1], reverse(p[0]), reverse(p[1])];
      for (let k = 0; k < 12 && b.result(true) === '*'; k++) {
        const m = cycle[k % 4];
        if (!b.legalMoves().split(' ').includes(m)) break;
        play(m);
      }
    }
    const res = b.result(true);
    if (res !== '*') console.log([variant, res, moves.join(' ')].concat(fen ? [fen] : []).join('\t'));
    b.delete();
  }
};
