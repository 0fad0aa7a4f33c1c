package main

import (
	"bytes"
	"errors"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/betzac/betzac/fsf"
	"github.com/betzac/betzac/idiagram"
	"github.com/betzac/betzac/variants"
)

var importCmd = &cobra.Command{
	Use:   "import fsf FILE SECTION | import id FILE",
	Short: "Translate a Fairy-Stockfish variants.ini section or an Interactive Diagram to a variant file",
	Long: `Translate section SECTION of a Fairy-Stockfish variants.ini file to a betzac
variant file (YAML, on standard output), as far as the variant schema can
say it. Inheritance within the file and from FSF's chess is resolved.
Every setting that could not be translated is named on standard error
and in a comment at the top of the file; settings that do not change
the moves (piece values, GUI hints) are left out. Values are read as
Fairy-Stockfish reads them: one it reads otherwise than it looks
(castling = maybe is false) gets a warning at its line, "FILE:LINE:
warning: ...", and one it cannot mean (maxRank = 8.5) is an error there.
The exit status is 1 if anything was not translated (the file is printed
all the same).

"import id FILE" reads an Interactive Diagram definition (H.G. Muller's
betza.js): FILE is a page's HTML, whose first <div class="idiagram">
element holds it, or the definition text alone. Its parameters and
piece lines are read as package idiagram documents; a parameter the
translation cannot carry (the capture rules iron, counterStrike,
antiTrade, protected, baring, shuffle among them) is refused by name at
its line, "FILE:LINE: ...". Parameters that change only the picture are
named on standard error as ignored.`,
	Example: `  betzac import id my-variant-page.html > my-variant.yaml
  betzac import fsf variants.ini allqueenschess > allqueenschess.yaml
  betzac export fsf capablanca --section capa > capa.ini && betzac import fsf capa.ini capa`,
	Args: importArgs,
	RunE: func(cmd *cobra.Command, args []string) error {
		switch {
		case args[0] == "id" && len(args) == 2:
			return importID(cmd, args[1])
		case args[0] == "id":
			return usageErrorf(cmd, "too many arguments: import id takes FILE only, not %q", args[2])
		case args[0] != "fsf":
			return usageErrorf(cmd, "unknown format %q: the formats are fsf and id", args[0])
		case len(args) < 3:
			return usageErrorf(cmd, "missing argument SECTION")
		}
		data, err := variants.ReadFile(args[1])
		if err != nil {
			return variants.ErrorList{{File: args[1], Msg: "cannot read: " + err.Error()}}
		}
		imp, err := fsf.Import(bytes.NewReader(data), args[2])
		if err != nil {
			return fsf.FileError(args[1], err)
		}
		for _, w := range imp.Warnings {
			fmt.Fprintln(cmd.ErrOrStderr(), &variants.Error{File: args[1], Line: w.Line, Msg: "warning: " + w.Msg})
		}
		fmt.Fprint(cmd.OutOrStdout(), imp.YAML)
		for _, u := range imp.Untranslated {
			fmt.Fprintf(cmd.ErrOrStderr(), "betzac: %s [%s]: not translated: %s\n", args[1], args[2], u)
		}
		if len(imp.Untranslated) > 0 {
			return exitStatus(1)
		}
		return nil
	},
}

func init() {
	addCommand(importCmd)
}

func importArgs(cmd *cobra.Command, args []string) error {
	return checkArgNames(cmd, args, "FORMAT", "FILE", "[SECTION]")
}

// importID is "import id FILE".
func importID(cmd *cobra.Command, path string) error {
	data, err := variants.ReadFile(path)
	if err != nil {
		return variants.ErrorList{{File: path, Msg: "cannot read: " + err.Error()}}
	}
	imp, err := idiagram.Import(string(data), idiagram.VariantName(path))
	if err != nil {
		var le *idiagram.LineError
		if errors.As(err, &le) {
			return variants.ErrorList{{File: path, Line: le.Line, Msg: le.Msg}}
		}
		return fmt.Errorf("%s: %w", path, err)
	}
	for _, ig := range imp.Ignored {
		fmt.Fprintf(cmd.ErrOrStderr(), "betzac: %s: ignored (the picture only): %s\n", path, ig)
	}
	fmt.Fprint(cmd.OutOrStdout(), imp.YAML)
	return nil
}
