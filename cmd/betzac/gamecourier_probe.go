package main

import (
	"bytes"
	"fmt"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/gamecourier"
	"github.com/betzac/betzac/variants"
)

// writeProbe writes the staged probe: the questions preset into dir
// (stage 1) and, into dir/stage2, the chess preset with the old probe
// lines, to be uploaded only once stage 1's answers say it can run.
func writeProbe(cmd *cobra.Command) error {
	dir := gcFlags.out
	if dir == "" {
		dir = "gc-probe"
	}
	if err := writeFiles(cmd, dir, gamecourier.StagedProbe().StagedOutput()); err != nil {
		return err
	}
	_, p, err := compiler.Load("chess")
	if err != nil {
		return err
	}
	pr, err := gamecourier.Probe(p)
	if err != nil {
		return err
	}
	return writeFiles(cmd, filepath.Join(dir, "stage2"), pr.ProbeOutput())
}

// readProbeAnswers reads the pasted answers of the staged probe, prints
// what they say, and checks the preset of the variant in args (chess if
// none) against them: a construct the preset uses that the server
// refused is an error naming it.
func readProbeAnswers(cmd *cobra.Command, args []string) error {
	data, err := variants.ReadFile(gcFlags.probeAnswers) // a FIFO is refused
	if err != nil {
		return fmt.Errorf("--probe-answers %s: %w", gcFlags.probeAnswers, err)
	}
	rep, err := gamecourier.ReadProbeAnswers(bytes.NewReader(data))
	if err != nil {
		return fmt.Errorf("%s: %w", gcFlags.probeAnswers, err)
	}
	fmt.Fprint(cmd.OutOrStdout(), rep)
	name := "chess"
	if len(args) > 0 {
		name = args[0]
	}
	_, p, err := compiler.Load(name)
	if err != nil {
		return err
	}
	pr, err := gamecourier.Emit(p)
	if err != nil {
		return err
	}
	if rep.EndsWork(pr) {
		fmt.Fprintf(cmd.OutOrStdout(), "won, lost and drawn end games as the %s preset needs: write it (and --check it) with --ends\n", pr.Name)
	}
	if avoid := rep.Avoid(pr); len(avoid) > 0 {
		return fmt.Errorf("the %s preset uses what this server refuses; do not upload it, report these lines to betzac's maintainers:\n  %s",
			pr.Name, strings.Join(avoid, "\n  "))
	}
	fmt.Fprintf(cmd.OutOrStdout(), "the %s preset uses nothing this server refused (unanswered questions are not checked)\n", pr.Name)
	return nil
}
