package variants

import (
	"iter"
	"strings"

	"github.com/betzac/betzac/internal/quote"
	"github.com/betzac/betzac/legdefs"
	"gopkg.in/yaml.v3"
)

// rawDrop is a piece's drop field: {ranks: [LO, HI], file-limit: N, no-mate: true},
// or {never: true}.
type rawDrop struct {
	at        loc
	ranks     [2]int
	ranksAt   loc
	fileLimit int
	noMate    bool
	never     bool
	neverAt   loc
}

var dropFields = []string{"ranks", "file-limit", "no-mate", "never"}

func (d *decoder) drop(n *yaml.Node) *rawDrop {
	r := &rawDrop{at: nodeLoc(d.file, n)}
	isMap := d.mapping(n, "drop: want {ranks: [LO, HI], file-limit: N, no-mate: true} or {never: true}", "drop: ", dropFields, func(key string, k, v *yaml.Node) {
		switch key {
		case "ranks":
			r.ranksAt = nodeLoc(d.file, v)
			if v.Kind != yaml.SequenceNode || len(v.Content) != 2 {
				d.e.add(r.ranksAt, "drop: ranks: want [LO, HI], the lowest and highest rank from the owner's side, got %s", kindName(v))
				return
			}
			lo, ok1 := d.integer(resolve(v.Content[0]), "drop: ranks")
			hi, ok2 := d.integer(resolve(v.Content[1]), "drop: ranks")
			if !ok1 || !ok2 {
				return
			}
			if lo < 1 || hi < lo {
				d.e.add(r.ranksAt, "drop: ranks [%d, %d]: want 1 <= LO <= HI", lo, hi)
				return
			}
			r.ranks = [2]int{lo, hi}
		case "file-limit":
			if n, ok := d.integer(v, "drop: file-limit"); ok {
				if n < 1 {
					d.e.add(nodeLoc(d.file, v), "drop: file-limit %d: want at least 1", n)
				} else {
					r.fileLimit = n
				}
			}
		case "no-mate":
			r.noMate, _ = d.boolean(v, "drop: no-mate")
		case "never":
			r.neverAt = nodeLoc(d.file, v)
			r.never, _ = d.boolean(v, "drop: never")
		}
	})
	if !isMap {
		return nil
	}
	if r.never && (r.ranks[0] > 0 || r.fileLimit > 0 || r.noMate) {
		d.e.add(r.neverAt, "drop: never: true leaves nothing for ranks, file-limit or no-mate to restrict")
	}
	return r
}

// finishHand fills the hand and drop fields of q from p.
func finishHand(q *Piece, p *rawPiece) {
	if strings.HasPrefix(q.Letter, "+") {
		q.Hand = q.Letter[1:]
	}
	if p.hand != nil {
		q.Hand = p.hand.val
	}
	if p.drop != nil {
		q.Drop = &DropRule{Ranks: p.drop.ranks, FileLimit: p.drop.fileLimit, NoMate: p.drop.noMate, Never: p.drop.never}
	}
}

// token is one piece letter in a string of letters, and its offset.
type token struct {
	s  string
	at int
}

// letterTokens yields the letters of a string of piece letters ("QRBN",
// "+P", "Q~R~"), as legdefs.Letters does, with their offsets (for error
// messages). It makes no slice: two for each promote: to, decoded and
// validated, were 1.4 KB of chushogi's load (issue 31).
func letterTokens(s string) iter.Seq[token] {
	return func(yield func(token) bool) {
		for at, l := range legdefs.Letters(s) {
			if !yield(token{l, at}) {
				return
			}
		}
	}
}

// validateHand checks what refers to other pieces: the base of a +X or X~
// letter, hand letters, and drop ranks against the board.
func validateHand(r *rawVariant, names *letterSet, e *errs) {
	for _, p := range r.pieces {
		l := p.letter.val
		if base := strings.Trim(l, "+~"); base != l && !names.has(base) && !r.brokenPieces {
			e.add(p.letter.loc, "piece %s: a promoted form needs the piece %s", l, base)
		}
		if p.hand != nil && !names.has(p.hand.val) && !r.brokenPieces {
			e.add(p.hand.loc, "piece %s: hand: no piece %s", l, p.hand.val)
		}
		if p.drop != nil && r.board != nil && p.drop.ranks[1] > r.ranks {
			e.add(p.drop.ranksAt, "piece %s: drop: ranks [%d, %d]: the board has %d ranks", l, p.drop.ranks[0], p.drop.ranks[1], r.ranks)
		}
	}
}

// checkHoldings checks the holdings ("[...]") at the end of a FEN board
// field, whose offset in the start FEN is at, and returns the board without
// them.
func checkHoldings(r *rawVariant, board string, at int, names *letterSet, complete bool, e *errs) string {
	i := strings.IndexByte(board, '[')
	if i < 0 {
		return board
	}
	if !strings.HasSuffix(board, "]") {
		e.add(r.start.pos(at+i), "start: holdings %s: want a closing ']' at the end of the board", quote.Q(board[i:]))
		return board[:i]
	}
	for tk := range letterTokens(board[i+1 : len(board)-1]) {
		if tk.s == "-" {
			continue
		}
		if up := strings.ToUpper(tk.s); complete && !names.has(up) {
			e.add(r.start.pos(at+i+1+tk.at), "start: holdings: %q: no piece with letter %s", tk.s, up)
		}
	}
	return board[:i]
}

// promotedHint explains the +X and X~ letter forms when s looks like one.
func promotedHint(s string) string {
	if strings.ContainsAny(s, "+~") {
		return " (or +X or X~, a promoted form of the piece X)"
	}
	return ""
}
