package enginetest

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"github.com/betzac/betzac/internal/fenboard"
	"github.com/betzac/betzac/legdefs"
)

// FSFWrong recognises Fairy-Stockfish's known errors in p (a Known):
// a drop that gives mate where the variant forbids it (dropMateProof), or
// a promotion to a second royal piece it omits (royalPromotionProof).
func FSFWrong(p *legdefs.Program) Known {
	return func(ctx context.Context, eng Perfter, rootFEN string, line []string, m *Mismatch) (string, error) {
		why, err := dropMateProof(ctx, p, eng, rootFEN, line, m)
		if why != "" || err != nil {
			return why, err
		}
		return royalPromotionProof(ctx, p, eng, m)
	}
}

// dropMateProof recognises Fairy-Stockfish's first known error: it allows
// a drop that gives mate where the variant forbids that (shogi's
// uchifuzume, and its kin in minishogi and torishogi). The proof is the
// engine's own: after its extra drop it finds no legal reply, and betzac's
// variant says the piece may not be dropped to give mate. Every extra
// engine move must be such a drop, and betzac must have no extra move.
func dropMateProof(ctx context.Context, p *legdefs.Program, eng Perfter, rootFEN string, line []string, m *Mismatch) (string, error) {
	if len(m.OnlyOurs) > 0 || len(m.OnlyEngine) == 0 || len(m.Differ) > 0 {
		return "", nil
	}
	var why []string
	for _, mv := range m.OnlyEngine {
		letter, _, ok := strings.Cut(mv, "@")
		if !ok || !noMateDrop(p, letter) {
			return "", nil
		}
		d, err := eng.Perft(ctx, rootFEN, append(append([]string(nil), line...), mv), 1)
		if err != nil {
			return "", err
		}
		if d.Total != 0 {
			return "", nil
		}
		why = append(why, fmt.Sprintf("%s mates (the engine itself finds no legal reply) and %s may not be dropped to give mate", mv, strings.ToUpper(letter)))
	}
	return strings.Join(why, "; "), nil
}

// noMateDrop reports whether the piece with FEN letter letter (either
// case, "+" allowed) may not be dropped to give mate.
func noMateDrop(p *legdefs.Program, letter string) bool {
	for _, pt := range p.Pieces {
		if strings.EqualFold(pt.Letter, letter) {
			return pt.Drop != nil && pt.Drop.NoMate
		}
	}
	return false
}

// royalPromotionProof recognises Fairy-Stockfish's second known error: in
// a royal-extinction variant (Sho Shogi) it omits a shogi-style promotion
// to a royal type (the Drunk Elephant's Crown Prince) that leaves the
// other royal attacked, because its Position::legal counts a royal piece
// made by a promotion only for pawn promotions. Every extra betzac move
// must be such a promotion (the engine none), and the proof is the
// engine's own: in the same position with the piece already promoted on
// its square, the engine makes the same move (unpromoted).
func royalPromotionProof(ctx context.Context, p *legdefs.Program, eng Perfter, m *Mismatch) (string, error) {
	if !p.RoyalExtinction || len(m.OnlyEngine) > 0 || len(m.Differ) > 0 || len(m.OnlyOurs) == 0 {
		return "", nil
	}
	var why []string
	for _, mv := range m.OnlyOurs {
		plain, ok := strings.CutSuffix(mv, "+")
		if !ok {
			return "", nil
		}
		f, r, ok := moveFrom(plain)
		if !ok {
			return "", nil
		}
		witness, ok := promoteOn(m.FEN, f, r, p)
		if !ok {
			return "", nil
		}
		d, err := eng.Perft(ctx, witness, nil, 1)
		if err != nil {
			return "", err
		}
		if _, ok := d.Moves[plain]; !ok {
			return "", nil
		}
		why = append(why, fmt.Sprintf("%s promotes to a second royal piece; with it already promoted (%s) the engine itself plays %s", mv, witness, plain))
	}
	return strings.Join(why, "; "), nil
}

// moveFrom reads the from-square of a move such as "g6f7" (file a = 0,
// rank 1 = 0).
func moveFrom(mv string) (file, rank int, ok bool) {
	if len(mv) < 2 || mv[0] < 'a' || mv[0] > 'z' {
		return 0, 0, false
	}
	i := 1
	for i < len(mv) && mv[i] >= '0' && mv[i] <= '9' {
		i++
	}
	n, err := strconv.Atoi(mv[1:i])
	if err != nil || n < 1 {
		return 0, 0, false
	}
	return int(mv[0] - 'a'), n - 1, true
}

// promoteOn returns fen with the piece on (file, rank) replaced by its
// promoted form "+X", if that form is a royal type of p.
func promoteOn(fen string, file, rank int, p *legdefs.Program) (string, bool) {
	board, rest, _ := strings.Cut(fen, " ")
	rows := strings.Split(board, "/")
	row := len(rows) - 1 - rank
	if row < 0 || row >= len(rows) {
		return "", false
	}
	var cells []string // one per square: "" empty, "E", "+e"
	for t := range fenboard.Tokens(rows[row]) {
		if t.Kind == fenboard.Empty {
			n, ok := t.Count(p.Files)
			if !ok {
				return "", false
			}
			cells = append(cells, make([]string, n)...)
		} else {
			cells = append(cells, t.Text)
		}
	}
	if file >= len(cells) || len(cells[file]) != 1 {
		return "", false
	}
	promoted := "+" + cells[file]
	royal := false
	for _, pt := range p.Pieces {
		royal = royal || strings.EqualFold(pt.Letter, promoted) && pt.Royal
	}
	if !royal {
		return "", false
	}
	cells[file] = promoted
	rows[row] = fenboard.Placement(len(cells), 1, func(f, _ int) string { return cells[f] })
	return strings.Join(rows, "/") + " " + rest, true
}
