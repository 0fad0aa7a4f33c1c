package gamecourier

import (
	_ "embed"
	"strings"

	"github.com/betzac/betzac/internal/lazy"
)

// library is the generator every preset carries in its Pre-Game, after
// the tables (tables.go): H.G. Muller's design (the seeds in
// ../shared/seeds: GenMoves, NextLeg, GotMove) with the VM's leg semantics
// (vm/doc.go, vm/movegen.go nextLeg), written in the GAME Code subset of
// package gamecode. The macros in it (E[…], PUT[…], MV[…], …) are the
// dialect's constructs (dialect.go), expanded by expand.
//
// Squares are mailbox indices (tables.go): #sqn names them, #onb says
// which are on the board. Every board read goes through Rd, which sees
// the overlay (#ovn entries #ovs1…#ovs5 → #ovl1…#ovl5, later ones win)
// that Legal lays over the board to try a move without changing it, but
// Gen's scan: it reads the board itself (#bsqn) and passes on only the
// squares of the side's pieces, then GenOv the overlay's squares, each
// once, so no square the overlay changed is missed or seen twice.
//
// Tasks (#task): 1 match the input move (HandleMove), 2 list the legal
// moves (EndTurn: setlegal and count), 3 attack (does a move of the
// side capture on #atk: #hit). A completed move is left in the globals
// #mf #mt (from, to), #mk (0 plain, 1 e.p., 2 castling), #mv1 #mv2
// (locust victims, #none: -1), #ma #mb (the e.p. victim; the castling
// partner's square and where it goes), #men #mef #mes (e.p. squares
// made: how many, the first, the step), #mpr (promotion type or #none);
// MoveLabs puts in #mlab the label the mover ends as and in #mplab the
// castling partner's.
//
// GenList, for the attack test (#task 3), skips each move whose bit is
// clear in the piece's #vat entry (#vmask; reach.go).
//
// Results are left in globals, never returned; every gosub and setlegal
// argument is a variable or a literal (a value computed is set into
// one on the line before: EVIDENCE.md); every global is set in Pre-Game first,
// and no my name or parameter is the name of a global.
//
// The code lives in gc/*.gc (GAME Code, which has no sourced comment
// form, so the comments are here), joined in this order: gen.gc (the
// board overlay, Gen, NextLeg and the legs, Emit, zones), moves.gc
// (castling, promotion, Got, the move texts), legal.gc (Legal, the
// overlay of a move, Attacked, Royals), perform.gc (Perform, HandleMove,
// EndTurn), rules.gc (bare king, flying general, Chess960 castling,
// drops, royal safety, Makpong, duple check).
// It is joined on first use, not at package init (issue 31).
var library = lazy.Value[string]{Build: func() string {
	return strings.Join([]string{genGC, movesGC, legalGC, performGC, rulesGC}, "\n")
}}

var (
	//go:embed gc/gen.gc
	genGC string
	//go:embed gc/moves.gc
	movesGC string
	//go:embed gc/legal.gc
	legalGC string
	//go:embed gc/perform.gc
	performGC string
	//go:embed gc/rules.gc
	rulesGC string
)
