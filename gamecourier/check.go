package gamecourier

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"sort"
	"strings"

	"github.com/betzac/betzac/gamecode"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/perft"
	"github.com/betzac/betzac/vm"
)

// CheckOptions say how much of the proof Check runs.
type CheckOptions struct {
	Games, Plies int    // random games and their length
	Seed         uint64 // of the random games
	// AllMoves tries every legal move at every position, else Sample
	// of them at random (0: 2) and every special one (castling, e.p.,
	// promotion, a locust capture).
	AllMoves bool
	Sample   int
	// EveryMove: in the first so many games (negative: every game),
	// every other legal move at every position is played through its
	// Post-Move alone (gamecode.Prefix.NextMove): accepted, and the
	// VM's board and hands after it.
	EveryMove int
	// AllDrops tries every drop of a piece in hand that is not legal
	// (else one random drop a type).
	AllDrops bool
	// ReplayEvery: every so many positions, and at the last of a game,
	// the position's request is also replayed whole, as Game Courier
	// does, and must give the identical Result (0: 10).
	ReplayEvery int
	// Invariant: the first so many games (negative: every game) are
	// proven under every combination of the dialect switches
	// (gamecode.InvariantReached, script.go); the others run under one
	// each, in turn from gamecode.PairwiseSwitches.
	Invariant int
	// Ends: the preset ends games with won and drawn
	// (Preset.EndWithCommands), and the proof holds them to the VM's
	// verdicts.
	Ends bool
	// Perft: perft 1 to Perft counted through the preset's own
	// generator must equal the VM's, at the start position and after 10
	// random plies (0: none).
	Perft int
}

// CheckReport is what Check measured.
type CheckReport struct {
	// Positions checked, legal moves tried, illegal ones refused,
	// whole replays compared (under the first combination of the
	// switches of each game)
	Positions, MovesTried, Refusals, Replays int
	// PostMoves: legal moves played through their Post-Move alone
	// (CheckOptions.EveryMove)
	PostMoves int
	// Cost is the interpreter's count for a whole game of Plies plies
	// (one page request: the replay and the final Post-Game), the
	// largest over the games.
	Cost gamecode.Cost
	// Proofs are the invariance proofs of the first games
	// (CheckOptions.Invariant): the switches their requests reached and
	// the combinations run.
	Proofs []gamecode.Proof
	// Perfts are the perfts counted through the preset ("after 10 plies:
	// perft 2 = 400").
	Perfts []string
}

// Check proves the preset emitted for p by running it in package
// gamecode against the VM: random games from fixed seeds, and at every
// position the setlegal set equals the VM's legal moves (from and to),
// legal moves are accepted and give the VM's board, mutated moves are
// refused and checkmate and stalemate agree. A game replays each of its
// moves once (gamecode.Prefix.Then) and every ReplayEvery positions
// replays a request whole. The first Invariant games give the same
// result under every combination of the dialect switches. It returns
// the first difference as an error.
func Check(p *legdefs.Program, opt CheckOptions) (CheckReport, error) {
	if err := perft.CheckDepth(opt.Perft); err != nil {
		return CheckReport{}, fmt.Errorf("perft: %w", err)
	}
	pr, err := Emit(p)
	if err == nil && opt.Ends {
		err = pr.EndWithCommands()
	}
	if err != nil {
		return CheckReport{}, err
	}
	return checkPreset(p, pr, opt)
}

// checkPreset is Check of the preset pr made for p.
func checkPreset(p *legdefs.Program, pr *Preset, opt CheckOptions) (CheckReport, error) {
	var rep CheckReport
	c, err := newChecker(p, pr)
	if err != nil {
		return rep, err
	}
	if opt.ReplayEvery <= 0 {
		opt.ReplayEvery = 10
	}
	if opt.Sample <= 0 {
		opt.Sample = 2
	}
	pairwise := gamecode.PairwiseSwitches()
	for g := range opt.Games {
		proven := opt.Invariant < 0 || g < opt.Invariant
		sw := gamecode.Switches{}
		if !proven {
			sw = pairwise[g%len(pairwise)]
		}
		c.rep = &rep
		var err error
		if proven {
			var proof gamecode.Proof
			proof, err = c.invariant(g, opt)
			rep.Proofs = append(rep.Proofs, proof)
		} else {
			_, err = c.game(g, opt, sw)
		}
		if err != nil {
			return rep, fmt.Errorf("game %d (seed %d, switches %+v): %w", g, opt.Seed, sw, err)
		}
	}
	c.rep = &rep
	return rep, c.perfts(opt)
}

// randomGame plays up to plies random moves of the VM's (seeded) and
// returns the position and the moves as a player enters them.
func (c *checker) randomGame(plies int, seed uint64) (*vm.Position, []string, error) {
	pos, err := vm.NewPosition(c.p, c.p.Start)
	if err != nil {
		return nil, nil, err
	}
	rng := rand.New(rand.NewPCG(seed, 0))
	var moves []string
	for range plies {
		legal := pos.LegalMoves()
		if len(legal) == 0 {
			break
		}
		m := legal[rng.IntN(len(legal))]
		moves = append(moves, c.text(pos, m))
		pos.Make(m)
	}
	return pos, moves, nil
}

type checker struct {
	p    *legdefs.Program
	pr   *Preset
	prog *gamecode.Program // the counting preset, compiled
	rep  *CheckReport
	// pre is the position's log replayed once, for the moves tried
	// there (tryMoves)
	pre *gamecode.Prefix
	obs *observed
	// script is the game's interpreter calls in order (script.go)
	script []call
}

func newChecker(p *legdefs.Program, pr *Preset) (*checker, error) {
	prog, err := gamecode.Compile(countingPreset(pr))
	if err != nil {
		return nil, err
	}
	return &checker{p: p, pr: pr, prog: prog, obs: &observed{}}, nil
}

// countingPreset is pr as package gamecode runs it, made to print every
// legal move it lists ("move: e2-e4", the text a player enters). The
// code does not look for a move that two paths reach (a hook mover's,
// the Lion's), so it may list a move twice; the set of distinct texts is
// what a player can enter, and it must be the VM's moves' texts.
func countingPreset(pr *Preset) gamecode.Preset {
	gp := gcPreset(pr)
	gp.PreGame += "set pcount 1;\n"
	return gp
}

// try is the request that logs move after the position's moves (the
// moves of tryMoves's prefix): the Result of a whole replay, from the
// prefix replayed once.
func (c *checker) try(move string) (gamecode.Result, error) {
	res, err := c.next(move)
	if err != nil {
		return res, fmt.Errorf("move %q: %w", move, err)
	}
	return res, nil
}

// game plays game g (its seed) with the VM under sw, checking every
// position, and returns what its requests gave.
func (c *checker) game(g int, opt CheckOptions, sw gamecode.Switches) (observed, error) {
	c.obs, c.script = &observed{}, nil
	rng := rand.New(rand.NewPCG(opt.Seed, uint64(g)))
	pos, err := vm.NewPosition(c.p, c.p.Start)
	if err != nil {
		return observed{}, err
	}
	var moves []string
	c.pre = c.prog.Prefix(nil, sw)
	res, err := c.start(sw)
	for ply := 0; ; ply++ {
		if err != nil {
			return observed{}, fmt.Errorf("after %q: %w", moves, err)
		}
		legal := pos.LegalMoves()
		last := ply == opt.Plies || len(legal) == 0
		if ply > 0 && (ply%opt.ReplayEvery == 0 || last) {
			if err := c.replay(moves, sw, res); err != nil {
				return observed{}, fmt.Errorf("after %q: %w", moves, err)
			}
		}
		if err := c.position(pos, legal, res); err != nil {
			return observed{}, fmt.Errorf("after %q: %w", moves, err)
		}
		if last {
			c.rep.Cost = maxCost(c.rep.Cost, res.Cost)
			return *c.obs, nil
		}
		every := opt.EveryMove < 0 || g < opt.EveryMove
		if err := c.tryMoves(pos, legal, len(moves), rng, opt, every); err != nil {
			return observed{}, fmt.Errorf("after %q: %w", moves, err)
		}
		m := legal[rng.IntN(len(legal))]
		text := c.text(pos, m)
		moves = append(moves, text)
		pos.Make(m)
		res, err = c.next(text)
		c.then(text)
	}
}

// replay is the request after moves replayed whole, as Game Courier runs
// it: it must give res, the Result of the game's walk (Prefix.Then, then
// Next), identically, its cost too.
func (c *checker) replay(moves []string, sw gamecode.Switches, res gamecode.Result) error {
	c.rep.Replays++
	c.script = append(c.script, call{kind: callReplay, moves: slices.Clone(moves)})
	return sameReplay(c.prog, moves, sw, res)
}

// sameReplay runs the request after moves whole: it must give res.
func sameReplay(prog *gamecode.Program, moves []string, sw gamecode.Switches, res gamecode.Result) error {
	whole, err := prog.Run(moves, sw)
	if err != nil {
		return err
	}
	if d := resultDiff(whole, res); d != "" {
		return fmt.Errorf("the whole replay differs from the walk (-replay +walk):\n%s", d)
	}
	return nil
}

func maxCost(a, b gamecode.Cost) gamecode.Cost {
	if b.Statements+b.Ops > a.Statements+a.Ops {
		return b
	}
	return a
}

// position compares the preset's result (a request) with the VM's
// position: no refusal, the same board, the same legal moves and the
// same verdict when there are none.
func (c *checker) position(pos *vm.Position, legal []vm.Move, res gamecode.Result) error {
	c.rep.Positions++
	if res.Refusal != nil {
		return fmt.Errorf("the preset refuses move %d: %s", res.Refusal.Move, res.Refusal.Message)
	}
	if err := c.sameBoard(pos, res); err != nil {
		return err
	}
	wantL := map[gamecode.Legal]bool{}
	for _, m := range legal {
		if m.Kind&vm.KindDrop != 0 {
			continue // the highlighter has no form for a drop
		}
		f, t := c.squares(pos, m)
		wantL[gamecode.Legal{From: f, To: t}] = true
	}
	got := map[gamecode.Legal]bool{}
	for _, l := range res.Legal {
		got[l] = true
	}
	if d := diffSets(wantL, got); d != "" {
		return fmt.Errorf("setlegal differs from the VM's legal moves: %s", d)
	}
	verdict := ""
	if len(legal) == 0 {
		verdict = gameVerdict(pos, c.bare(pos)) // ends.go
	}
	want := c.hands(pos)
	if err := c.sameEnds(pos, verdict, res.Ends); err != nil {
		return err
	}
	if verdict != "" {
		want = append(want, verdict)
	}
	if _, rest := listed(res.Output); strings.Join(rest, "\n") != strings.Join(want, "\n") {
		return fmt.Errorf("the preset says %q, the VM %q", rest, want)
	}
	return c.sameTexts(pos, legal, res.Output)
}

func diffSets(want, got map[gamecode.Legal]bool) string {
	var d []string
	for l := range want {
		if !got[l] {
			d = append(d, "missing "+l.From+"-"+l.To)
		}
	}
	for l := range got {
		if !want[l] {
			d = append(d, "extra "+l.From+"-"+l.To)
		}
	}
	sort.Strings(d)
	return strings.Join(d, ", ")
}

// sameBoard compares the preset's board with the VM's.
func (c *checker) sameBoard(pos *vm.Position, res gamecode.Result) error {
	var d []string
	for r := 0; r < c.p.Ranks; r++ {
		for f := 0; f < c.p.Files; f++ {
			want := c.label(pos.Piece(pos.Square(f, r)))
			if got := res.Board[coord(f, r)]; got != want {
				d = append(d, fmt.Sprintf("%s: %s, VM %s", coord(f, r), got, want))
			}
		}
	}
	if len(d) > 0 {
		return fmt.Errorf("board differs: %s", strings.Join(d, "; "))
	}
	return nil
}

// label is the Game Courier label of a VM piece letter ("" empty: "@").
func (c *checker) label(letter string) string {
	if letter == "" {
		return "@"
	}
	for i, pt := range c.p.Pieces {
		if pt.Letter == strings.ToUpper(letter) {
			if letter != pt.Letter {
				return strings.ToLower(c.pr.Labels[i])
			}
			return c.pr.Labels[i]
		}
	}
	return "?" + letter
}

// squares are a move's from and to coordinates; Chess960 castling goes
// to the partner's square (README.txt).
func (c *checker) squares(pos *vm.Position, m vm.Move) (string, string) {
	ff, fr := pos.FileRank(int(m.From))
	to := int(m.To)
	if c.p.Castling960 && m.Kind&vm.KindCastle != 0 {
		to = int(m.V[0])
	}
	tf, tr := pos.FileRank(to)
	return coord(ff, fr), coord(tf, tr)
}

// text is how a player enters m (README.txt): "e2-e4", "e7-e8; Q-e8",
// a locust capture with its victims "c3-e5; @-d4".
func (c *checker) text(pos *vm.Position, m vm.Move) string {
	f, t := c.squares(pos, m)
	if m.Kind&vm.KindDrop != 0 {
		l := c.pr.Labels[m.Promo-1]
		if pos.SideToMove() == 1 {
			l = strings.ToLower(l)
		}
		return l + "*" + t
	}
	s := f + "-" + t
	if m.Kind&vm.KindLocust != 0 {
		nv := int(m.NV)
		if m.Kind&vm.KindEP != 0 {
			nv-- // the e.p. victim is implied
		}
		for _, v := range m.V[:nv] {
			vf, vr := pos.FileRank(int(v))
			s += "; @-" + coord(vf, vr)
		}
	}
	if m.Promo > 0 && m.Kind&vm.KindDrop == 0 {
		l := c.pr.Labels[m.Promo-1]
		if pos.SideToMove() == 1 {
			l = strings.ToLower(l)
		}
		s += "; " + l + "-" + t
	}
	return s
}

// tryMoves plays legal moves (all, or a few and the special ones, as
// whole requests; with every, the others through their Post-Move alone)
// and mutated illegal ones from the position after n moves (c.pre).
func (c *checker) tryMoves(pos *vm.Position, legal []vm.Move, n int, rng *rand.Rand, opt CheckOptions, every bool) error {
	sample := map[int]bool{}
	for range opt.Sample {
		sample[rng.IntN(len(legal))] = true
	}
	for i, m := range legal {
		special := m.Kind&^vm.KindDrop != 0 || m.Promo != 0 && m.Kind&vm.KindDrop == 0
		if !opt.AllMoves && !sample[i] && !special {
			if every {
				if err := c.postMove(pos, m); err != nil {
					return err
				}
			}
			continue
		}
		c.rep.MovesTried++
		res, err := c.try(c.text(pos, m))
		if err != nil {
			return err
		}
		if res.Refusal != nil {
			return fmt.Errorf("legal move %s refused: %s", c.text(pos, m), res.Refusal.Message)
		}
		pos.Make(m)
		err = c.sameBoard(pos, res)
		if err == nil {
			err = c.sameTexts(pos, pos.LegalMoves(), res.Output)
		}
		pos.Unmake(m)
		if err != nil {
			return fmt.Errorf("after legal move %s: %w", c.text(pos, m), err)
		}
	}
	return c.tryIllegal(pos, legal, n, rng, opt.AllDrops)
}

// postMove plays legal move m through its Post-Move alone
// (gamecode.Prefix.NextMove): it must be accepted and give the VM's
// board and hands.
func (c *checker) postMove(pos *vm.Position, m vm.Move) error {
	c.rep.PostMoves++
	text := c.text(pos, m)
	res, hands, err := c.nextMove(text)
	if err != nil {
		return fmt.Errorf("move %q: %w", text, err)
	}
	if res.Refusal != nil {
		return fmt.Errorf("legal move %s refused: %s", text, res.Refusal.Message)
	}
	pos.Make(m)
	err = c.sameBoard(pos, res)
	if err == nil {
		err = c.sameHands(pos, hands)
	}
	pos.Unmake(m)
	if err != nil {
		return fmt.Errorf("after legal move %s (its Post-Move): %w", text, err)
	}
	return nil
}

// tryIllegal plays a few moves that are not legal: a legal move's piece
// sent to a square none of the legal moves reaches from there, and a
// promotion to a piece the VM does not offer.
func (c *checker) tryIllegal(pos *vm.Position, legal []vm.Move, n int, rng *rand.Rand, allDrops bool) error {
	if len(legal) == 0 {
		return nil
	}
	ok := map[string]bool{}
	for _, m := range legal {
		ok[c.text(pos, m)] = true
		if m.Kind&vm.KindLocust != 0 {
			plain := m
			plain.Kind &^= vm.KindLocust
			ok[c.text(pos, plain)] = true // the victims may be left out
		}
	}
	if err := c.tryPromotions(pos, legal, n, ok); err != nil {
		return err
	}
	if err := c.tryDrops(pos, n, ok, rng, allDrops); err != nil {
		return err
	}
	for range 2 {
		m := legal[rng.IntN(len(legal))]
		f, _ := c.squares(pos, m)
		bad := f + "-" + coord(rng.IntN(c.p.Files), rng.IntN(c.p.Ranks))
		if ok[bad] || strings.HasSuffix(bad, f) {
			continue
		}
		if err := c.mustRefuse("move", bad, n); err != nil {
			return err
		}
	}
	return nil
}

// mustRefuse tries the illegal move bad (a what) after the game's
// moves: the preset must refuse it, as move number n.
func (c *checker) mustRefuse(what, bad string, n int) error {
	c.rep.Refusals++
	res, err := c.try(bad)
	if err != nil {
		return err
	}
	if res.Refusal == nil || res.Refusal.Move != n {
		return fmt.Errorf("illegal %s %s accepted", what, bad)
	}
	return nil
}

// gcPreset is the preset as package gamecode runs it, in strict mode:
// a construct EVIDENCE.md does not list is an error.
func gcPreset(pr *Preset) gamecode.Preset {
	return gamecode.Preset{
		Files: pr.Files, Ranks: pr.Ranks, FEN: pr.FEN, Pieces: allLabels(pr.Labels),
		PreGame:       pr.PreGame,
		PostMoveWhite: pr.PostMove[0], PostMoveBlack: pr.PostMove[1],
		PostGameWhite: pr.PostGame[0], PostGameBlack: pr.PostGame[1],
		Strict: true, // only the forms of EVIDENCE.md
	}
}

// bare reports whether the bare-king rule has ended the game: a side has
// one piece or none (Program.BareKing; "loses": the side that just moved
// is bare and the side to move is not, or the side to move is bare and
// the other has three pieces or more).
func (c *checker) bare(pos *vm.Position) bool {
	var n [2]int
	for r := 0; r < c.p.Ranks; r++ {
		for f := 0; f < c.p.Files; f++ {
			if l := pos.Piece(pos.Square(f, r)); l != "" {
				if l == strings.ToUpper(l) {
					n[0]++
				} else {
					n[1]++
				}
			}
		}
	}
	us, them := n[pos.SideToMove()], n[1-pos.SideToMove()]
	switch c.p.BareKing {
	case "ends":
		return us <= 1 || them <= 1
	case "loses":
		return them <= 1 && us >= 2 || us <= 1 && them >= 3
	}
	return false
}
