package gamecourier

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/betzac/betzac/vm"
)

// The move texts a preset lists (what a player can enter), held to the
// VM's moves.

// listed splits the counting preset's output into the distinct move
// texts it listed and the other lines.
func listed(output []string) (map[string]bool, []string) {
	texts := map[string]bool{}
	var rest []string
	for _, l := range output {
		if t, ok := strings.CutPrefix(l, "move: "); ok {
			texts[t] = true
		} else {
			rest = append(rest, l)
		}
	}
	return texts, rest
}

// vmTexts are the texts of the VM's legal moves, as a player enters them.
func (c *checker) vmTexts(pos *vm.Position, legal []vm.Move) map[string]bool {
	texts := map[string]bool{}
	for _, m := range legal {
		texts[c.text(pos, m)] = true
	}
	return texts
}

// sameTexts compares the move texts the preset listed with the VM's
// legal moves: the same set, and as many as the VM's moves (two VM moves
// with one text could not both be entered).
func (c *checker) sameTexts(pos *vm.Position, legal []vm.Move, output []string) error {
	got, _ := listed(output)
	want := c.vmTexts(pos, legal)
	if len(want) != len(legal) {
		return fmt.Errorf("the VM has %d legal moves but %d move texts", len(legal), len(want))
	}
	if d := diffTexts(want, got); d != "" {
		return fmt.Errorf("the preset's move texts differ from the VM's: %s", d)
	}
	return nil
}

func diffTexts(want, got map[string]bool) string {
	var d []string
	for t := range want {
		if !got[t] {
			d = append(d, "missing "+strconv.Quote(t))
		}
	}
	for t := range got {
		if !want[t] {
			d = append(d, "extra "+strconv.Quote(t))
		}
	}
	sort.Strings(d)
	return strings.Join(d, ", ")
}
