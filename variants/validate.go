package variants

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/betzac/betzac/internal/fenboard"
	"github.com/betzac/betzac/internal/quote"
)

// validate checks the merged variant as a whole: required fields, the start
// position against the board and the pieces, and promotion rules.
func validate(r *rawVariant, e *errs) {
	for _, f := range []string{"name", "board", "pieces", "start"} {
		if _, ok := r.present[f]; !ok && (f == "name" || !r.incomplete) {
			e.add(r.top, "missing required field %s", f)
		}
	}
	if _, ok := r.present["pieces"]; ok && len(r.pieces) == 0 && !r.brokenPieces {
		e.add(r.present["pieces"], "pieces: a variant needs at least one piece")
	}
	names := &letterSet{} // full letters, with +X and X~ forms
	for _, p := range r.pieces {
		names.add(p.letter.val)
	}
	validateHand(r, names, e)
	complete := !r.brokenPieces
	for _, p := range r.pieces {
		pr := p.promote
		if pr == nil {
			continue
		}
		if r.board != nil && pr.zone > r.ranks {
			e.add(pr.at, "piece %s: promote: zone %d is deeper than the board's %d ranks%s",
				p.letter.val, pr.zone, r.ranks, elsewhere(pr.at, r.board.loc, "board"))
		}
		if !complete {
			continue
		}
		for tk := range letterTokens(pr.to.val) {
			if !names.has(tk.s) && pr.to.val != "-" {
				e.add(pr.to.pos(tk.at), "piece %s: promote: to %q: no piece %s", p.letter.val, pr.to.val, tk.s)
			}
		}
		for _, l := range pr.limit {
			if !names.has(l.letter) {
				e.add(l.at, "piece %s: promote: limit: no piece %s", p.letter.val, l.letter)
			}
		}
	}
	validatePromoteExtras(r, names, complete, e) // promote_extra.go
	checkInitialRegions(r, e)                    // initial.go
	if r.start != nil {
		checkFEN(r, names, complete, e)
	}
	checkZones(r, e)
	checkRuleStrs(r, names, e) // rules.go
}

// elsewhere returns a note that names where a field is, when that is in
// another file than at: an inherited field that conflicts with a local one.
func elsewhere(at, other loc, field string) string {
	if at.file == other.file {
		return ""
	}
	return fmt.Sprintf(" (%s at %s:%d:%d)", field, other.file, other.line, other.col)
}

// checkFEN checks the start position: its board against the board size and
// the piece letters, and the other FEN fields' syntax.
func checkFEN(r *rawVariant, names *letterSet, complete bool, e *errs) {
	s := r.start
	fen := s.val
	fields, starts := splitFields(fen)
	if len(fields) == 0 {
		e.add(s.loc, "start: empty FEN")
		return
	}
	fields[0] = checkHoldings(r, fields[0], starts[0], names, complete, e)
	if r.board != nil {
		checkFENBoard(r, fields[0], starts[0], names, complete, e)
	}
	if len(fields) < 2 {
		e.add(s.pos(len(fen)), "start: the FEN has no side to move (w or b)")
		return
	}
	if fields[1] != "w" && fields[1] != "b" {
		e.add(s.pos(starts[1]), "start: side to move %s: want w or b", quote.Q(fields[1]))
	}
	if len(fields) > 2 {
		checkCastling(r, fields[2], starts[2], e)
	}
	if len(fields) > 3 && fields[3] != "-" {
		if r.board != nil && !validSquare(fields[3], r.files, r.ranks) {
			e.add(s.pos(starts[3]), "start: en-passant square %s: want - or a square on the board", quote.Q(fields[3]))
		}
	}
	for i, what := range []string{"halfmove clock", "move number"} {
		k := 4 + i
		if len(fields) > k {
			if n, err := strconv.Atoi(fields[k]); err != nil || n < 0 || i == 1 && n < 1 {
				e.add(s.pos(starts[k]), "start: %s %s: want a number", what, quote.Q(fields[k]))
			}
		}
	}
	if len(fields) > 6 {
		e.add(s.pos(starts[6]), "start: unexpected %s after the FEN's six fields", quote.Q(fields[6]))
	}
}

// checkFENBoard checks the start FEN's board field (at offset start of
// the start string): its ranks against the board's size, its letters
// against the pieces.
func checkFENBoard(r *rawVariant, board string, start int, names *letterSet, complete bool, e *errs) {
	s := r.start
	note := elsewhere(s.loc, r.board.loc, "board")
	rows := strings.Split(board, "/")
	if len(rows) != r.ranks {
		e.add(s.pos(start), "start: the FEN board has %d ranks, the board %d%s", len(rows), r.ranks, note)
	}
	type badRank struct{ rank, width, off int }
	var wrong []badRank
	off := start
	for i, row := range rows {
		rank := len(rows) - i
		width, bad := checkFENRank(r, row, rank, off, names, complete, e)
		if !bad && width != r.files {
			wrong = append(wrong, badRank{rank, width, off})
		}
		off += len(row) + 1
	}
	same := len(wrong) == len(rows)
	for _, w := range wrong {
		same = same && w.width == wrong[0].width
	}
	switch {
	case len(rows) != r.ranks:
		// reported above; widths may be off for the same reason
	case same && len(rows) > 1:
		e.add(s.pos(start), "start: every rank has %d squares, the board %d files%s", wrong[0].width, r.files, note)
	default:
		for _, w := range wrong {
			e.add(s.pos(w.off), "start: rank %d has %d squares, the board %d files%s", w.rank, w.width, r.files, note)
		}
	}
}

// checkFENRank checks one rank of the start FEN's board (at offset off)
// and returns its width in squares; bad: an error in it was reported.
func checkFENRank(r *rawVariant, row string, rank, off int, names *letterSet, complete bool, e *errs) (width int, bad bool) {
	s := r.start
	for tok := range fenboard.Tokens(row) {
		at := s.pos(off + tok.Off)
		switch tok.Kind {
		case fenboard.Empty:
			n, _ := strconv.Atoi(tok.Text)
			if n == 0 || tok.Text[0] == '0' {
				e.add(at, "start: %s in rank %d: want a count of empty squares from 1", quote.Q(tok.Text), rank)
				bad = true
			}
			width += n
		case fenboard.Hole: // holes.go
			width++
		case fenboard.Piece:
			width++
			up := strings.ToUpper(tok.Text)
			if complete && !names.has(up) { // "Q~" needs a piece Q~ (issue 23)
				e.add(at, "start: '%s': no piece with letter %s", tok.Text, up)
			}
		default:
			e.add(at, "start: unexpected %q in the FEN board", tok.Text[0])
			bad = true
		}
	}
	return width, bad
}

// checkCastling checks the FEN castling field: "-", or KQkq, or files (as
// in Shredder-FEN and X-FEN).
func checkCastling(r *rawVariant, f string, start int, e *errs) {
	if f == "-" {
		return
	}
	for i := 0; i < len(f); i++ {
		c := f[i]
		switch {
		case strings.IndexByte("KQkq", c) >= 0:
		case c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z':
			file := int(c&^0x20-'A') + 1
			if r.board != nil && file > r.files {
				e.add(r.start.pos(start+i), "start: castling %s: file %c is off the board", quote.Q(f), c)
			}
		default:
			e.add(r.start.pos(start+i), "start: castling %s: want -, KQkq or file letters", quote.Q(f))
			return
		}
	}
}

// validSquare reports whether s names a square ("e3", "a10") on a board of
// the given size.
func validSquare(s string, files, ranks int) bool {
	if len(s) < 2 || s[0] < 'a' || s[0] > 'z' || !allDigits(s[1:]) || s[1] == '0' {
		return false
	}
	n, err := strconv.Atoi(s[1:])
	return err == nil && int(s[0]-'a') < files && n >= 1 && n <= ranks
}

// splitFields splits s at spaces and returns the fields and their offsets.
func splitFields(s string) (fields []string, starts []int) {
	for i := 0; i < len(s); {
		if s[i] == ' ' || s[i] == '\t' {
			i++
			continue
		}
		j := i
		for j < len(s) && s[j] != ' ' && s[j] != '\t' {
			j++
		}
		fields = append(fields, s[i:j])
		starts = append(starts, i)
		i = j
	}
	return fields, starts
}
