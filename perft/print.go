package perft

import (
	"encoding/json"
	"fmt"
	"io"
)

// Print writes r as betzac perft prints it: "nodes", "time" and "nps"
// lines, after the count below each root move ("move: nodes") with
// divide; or, asJSON, one indented JSON object (with "divide" only with
// divide). A run split over workers (betzac-nats) prints with it too.
func (r Result) Print(w io.Writer, asJSON, divide bool) error {
	if asJSON {
		if !divide {
			r.Divide = nil
		}
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		return enc.Encode(r)
	}
	if divide {
		for _, e := range r.Divide {
			fmt.Fprintf(w, "%s: %d\n", e.Move, e.Nodes)
		}
		fmt.Fprintln(w)
	}
	_, err := fmt.Fprintf(w, "nodes %d\ntime %.3fs\nnps %.0f\n", r.Nodes, r.Elapsed.Seconds(), r.NPS)
	return err
}
