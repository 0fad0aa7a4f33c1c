package page_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	neturl "net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/internal/testenv"
	"github.com/betzac/betzac/page"
	"github.com/betzac/betzac/perft"
	"github.com/betzac/betzac/variants"
	"github.com/betzac/betzac/vm"
)

// skipBrowser skips the browser tests on purpose, even in the full tier;
// without it they skip only when Chromium is missing, and in the full tier
// fail (testenv.Missing).
const skipBrowser = "BETZAC_SKIP_BROWSER"

// TestBrowser writes the page for several variants (and every built-in
// with holes, checkHoles), serves it on localhost and drives it in
// Debian's headless Chromium: the highlighted squares of every piece, a promotion, castling, drops, multi-leg moves
// entered stop by stop, and perft 3 in the worker are checked against
// the betzac command ("betzac moves") and package perft. Screenshots go
// to $BETZAC_SCREENSHOT_DIR (CI sets it) or a temporary directory; the
// test logs where.
func TestBrowser(t *testing.T) {
	start := time.Now()
	holed := holedBuiltins(t)
	s := newSite(t, append([]string{"chess", "capablanca", "hookchess", "chushogi", "crazyhouse", "xiangqi", "janggi"}, holed...)...)
	for _, tc := range browserCases {
		t.Run(tc.variant+"/"+tc.name, func(t *testing.T) {
			base := s.srv.URL
			if tc.name == fromFiles {
				base = "file://" + s.root
			}
			tc.check(s.open(t, base, tc.variant, tc.fen))
			s.b.checkConsole()
		})
	}
	for _, name := range holed {
		t.Run(name+"/holes", func(t *testing.T) { checkHoles(s.open(t, s.srv.URL, name, "")) })
	}
	t.Logf("browser test took %v", time.Since(start).Round(time.Millisecond))
}

// TestBrowserAllVariants checks the start position of every built-in
// variant as TestBrowser checks chess's: the legal moves, the board and
// piece images, and every piece's highlighted squares. It takes a few minutes, so it runs only in
// the full tier (BETZAC_FULL=1, internal/testenv).
func TestBrowserAllVariants(t *testing.T) {
	if !testenv.Full() {
		t.Skip("loads every built-in variant's page, a few minutes: " + testenv.Var + "=1 runs it")
	}
	names := variants.BuiltinNames()
	s := newSite(t, names...)
	for _, name := range names {
		t.Run(name, func(t *testing.T) {
			c := s.open(t, s.srv.URL, name, "")
			c.checkLegal()
			c.checkLooks()
			c.checkEveryPiece()
			c.checkDiagrams()
			s.b.checkConsole()
		})
	}
}

// checkHoles checks the page of a built-in variant with holes (squares of
// the rectangle off the board), which once failed to start on them: the
// holes drawn as no squares, the rest as TestBrowser checks chess's.
func checkHoles(c *pageCheck) {
	c.checkHeading()
	c.checkLegal()
	c.checkColours()
	c.checkLooks()
	c.checkEveryPiece()
	c.checkDiagrams()
	c.b.screenshot(c.variant)
	c.b.checkConsole()
}

// holedBuiltins returns the built-in variants with holes; gustav3 and
// troitzky must be among them.
func holedBuiltins(t *testing.T) []string {
	var names []string
	for _, name := range variants.BuiltinNames() {
		_, p, err := compiler.Load(name)
		if err != nil {
			t.Fatal(err)
		}
		if len(p.Holes) > 0 {
			names = append(names, name)
		}
	}
	for _, want := range []string{"gustav3", "troitzky"} {
		if !slices.Contains(names, want) {
			t.Fatalf("built-ins with holes %v: no %s", names, want)
		}
	}
	return names
}

// site is the pages of some variants, served on localhost, and a browser.
type site struct {
	root string
	srv  *httptest.Server
	cli  string
	b    *browser
}

// newSite builds the VM and the betzac command, writes the pages of the
// variants and starts Chromium; without Chromium it skips the test, or
// fails it in the full tier.
func newSite(t *testing.T, names ...string) *site {
	if os.Getenv(skipBrowser) == "1" {
		t.Skip(skipBrowser + "=1: the browser test is skipped")
	}
	chromium := findChromium(t)
	// a bound against a hung browser, not a speed test: every built-in's
	// page takes about 5 minutes on two free cores, and went past 10 on
	// two cores shared with other work
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Minute)
	t.Cleanup(cancel)

	start := time.Now()
	rt, err := page.BuildRuntime(ctx, "..")
	if err != nil {
		t.Fatal(err)
	}
	s := &site{root: t.TempDir(), cli: buildCLI(ctx, t)}
	t.Logf("built the VM (%d KB of gzipped WebAssembly) and the CLI in %v", len(rt.WasmGzip)/1024, time.Since(start).Round(time.Millisecond))
	for _, name := range names {
		v, p, err := compiler.Load(name)
		if err != nil {
			t.Fatal(err)
		}
		if err := page.Write(filepath.Join(s.root, name), v, p, rt); err != nil {
			t.Fatal(err)
		}
	}
	s.srv = httptest.NewServer(http.FileServer(http.Dir(s.root)))
	t.Cleanup(s.srv.Close)
	s.b = newBrowser(ctx, t, chromium)
	s.b.shots = screenshotDir(t)
	return s
}

// open opens the page of variant at fen ("" = its start) from base.
func (s *site) open(t *testing.T, base, variant, fen string) *pageCheck {
	s.b.t = t
	c := &pageCheck{b: s.b, cli: s.cli, variant: variant, fen: fen}
	c.open(base)
	return c
}

// fromFiles is the name of the case that opens the page from the file
// system rather than from the server.
const fromFiles = "from the file system"

// browserCases: each opens a variant's page at a FEN ("" = start) and
// checks something. Every FEN is a legal position, set up by hand.
var browserCases = []struct {
	variant, name, fen string
	check              func(c *pageCheck)
}{
	{"chess", "start", "", func(c *pageCheck) {
		c.checkHeading()
		c.checkLegal()
		c.checkEveryPiece()
		c.checkPerft(3)
		c.checkLooks()
		c.checkCoordsAre(map[string]string{"bottom": "a b c d e f g h", "left": "8 7 6 5 4 3 2 1", "top": "", "right": ""})
		c.click("g1")
		c.b.screenshot("chess")
		c.checkDiagrams()
		eval[chromedp.Void](c.b, `document.getElementById("pieces").scrollIntoView()`)
		c.b.screenshot("chess-pieces")
	}},
	{"chess", fromFiles, "", func(c *pageCheck) {
		c.checkLegal()
		c.click("e2")
		c.checkTargets("e2")
		c.playByClicks("e2e4", "e4")
		c.checkLegal()
		c.checkPerft(3) // the worker starts from inline source here too
		c.checkDiagrams()
	}},
	{"chess", "FEN box", "", func(c *pageCheck) {
		// A FEN the VM refuses: the page says why and keeps the game.
		bad := "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1"
		c.setFEN(bad)
		_, p, err := compiler.Load("chess")
		if err != nil {
			c.b.t.Fatal(err)
		}
		_, want := vm.NewPosition(p, bad)
		if got := eval[string](c.b, `document.getElementById("fen-error").textContent`); want == nil || got != want.Error() {
			c.b.t.Errorf("the page says %q about %q, the VM %v", got, bad, want)
		}
		c.checkLegalMoves() // the game goes on; the box keeps the FEN typed, to be mended
		// Kiwipete (chessprogramming.org, "Perft Results"): 48 moves.
		c.fen = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
		c.setFEN(c.fen)
		if n := eval[int](c.b, `document.querySelectorAll("#fen-error:not([hidden])").length`); n != 0 {
			c.b.t.Error("the error about the bad FEN is still shown")
		}
		if got := len(strings.Fields(eval[string](c.b, `document.getElementById("legal").textContent`))); got != 48 {
			c.b.t.Errorf("Kiwipete: %d legal moves on the page, want 48", got)
		}
		c.checkLegal()
		if n := c.checkPerft(2); n != 2039 { // chessprogramming.org, "Perft Results", position 2
			c.b.t.Errorf("Kiwipete perft 2: %d, want 2039", n)
		}
	}},
	{"chess", "link", "", func(c *pageCheck) {
		c.playByClicks("e2e4", "e2", "e4")
		c.playByClicks("e7e5", "e7", "e5")
		c.playByClicks("g1f3", "g1", "f3")
		c.checkHistory(1, "e4 e5", "Nf3") // in SAN, numbered by move, not by ply
		// The link opens the position it was made in, Black to move.
		c.fen = c.position().FEN()
		c.played = nil
		c.b.run("follow the link", chromedp.Navigate(eval[string](c.b, `document.getElementById("fen-link").href`)),
			chromedp.WaitVisible(chromedp.CSS(`body[data-ready="true"]`)))
		c.checkLegal()
		c.playByClicks("b8c6", "b8", "c6")
		c.checkHistory(2, "… Nc6")
		// A link with a FEN the VM refuses: the page says why, shows the
		// start position and keeps the FEN in the box to be mended.
		bad := "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1"
		_, want := vm.NewPosition(c.position().Program(), bad)
		c.b.run("open a bad link", chromedp.Navigate(c.b.url(c.variant, bad)),
			chromedp.WaitVisible(chromedp.CSS(`body[data-ready="true"]`)))
		if got := eval[string](c.b, `document.querySelector("#fen-error:not([hidden])")?.textContent ?? "(no error shown)"`); want == nil || !strings.HasSuffix(got, ": "+want.Error()) {
			c.b.t.Errorf("the page says %q about the link's FEN %q, the VM %v", got, bad, want)
		}
		if got := eval[string](c.b, `document.getElementById("fen").value`); got != bad {
			c.b.t.Errorf("the FEN box holds %q, want the link's %q", got, bad)
		}
		c.fen, c.played = "", nil
		c.checkLegalMoves()
	}},
	{"chess", "perft in a worker", "", func(c *pageCheck) {
		// perft 7 (3,195,901,860 nodes) runs for minutes: the page
		// must answer clicks meanwhile, and Stop must end it.
		c.b.run("perft 7",
			chromedp.SetValue(chromedp.CSS(`#perft-depth`), "7"),
			chromedp.Click(chromedp.CSS(`#perft-run`)))
		c.click("g1")
		c.checkTargets("g1")
		c.checkPerftLine("perft 7: counting…")
		c.b.run("Escape", chromedp.KeyEvent(kb.Escape))
		c.b.run("stop", chromedp.Click(chromedp.CSS(`#perft-stop`)))
		c.checkPerftLine("stopped")
		// A move stops it too: its count would be of another position.
		c.b.run("perft 7 again", chromedp.Click(chromedp.CSS(`#perft-run`)))
		c.playByClicks("g1f3", "g1", "f3")
		c.checkPerftLine("perft stopped: the position changed")
		c.checkLegal()
		// A perft shown goes when the position changes.
		c.checkPerft(1)
		c.playByClicks("e7e5", "e7", "e5")
		c.checkPerftLine("")
	}},
	{"chess", "check", "4k3/8/8/8/8/8/8/4K2r w - - 0 1", func(c *pageCheck) {
		if got := c.marked("check"); !cmp.Equal(got, []string{"e1"}) { // the rook on h1 gives check
			c.b.t.Errorf("squares marked in check: %v, want [e1]", got)
		}
		c.checkEveryPiece()
		c.b.screenshot("chess-check")
		c.playByClicks("e1d2", "e1", "d2")
		if got := c.marked("check"); len(got) != 0 {
			c.b.t.Errorf("squares marked in check after e1d2: %v", got)
		}
	}},
	{"chess", "castling", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", func(c *pageCheck) {
		c.checkEveryPiece()
		c.playByClicks("e1g1", "e1", "g1")
		c.checkLegal()
		c.playByClicks("e8c8", "e8", "c8")
		c.undo()
		c.checkLegal()
		c.checkColours()
		c.b.run("flip", chromedp.Click(chromedp.CSS(`#flip`)))
		c.checkColours()
		c.playByClicks("e8c8", "e8", "c8") // clicked on the flipped board
	}},
	{"chess", "promotion", "8/4P1k1/8/8/8/8/8/4K3 w - - 0 1", func(c *pageCheck) {
		c.checkEveryPiece()
		c.click("e7")
		c.click("e8")
		c.checkChoices("e7", "e8")
		// in the order of chess.yaml's "promote: {to: QRBN}"
		c.checkChoiceOrder("e7e8q", "e7e8r", "e7e8b", "e7e8n")
		c.b.screenshot("chess-promotion")
		// a queen: after e7e8n, king and knight against king is a draw
		// by insufficient material and the page lists no moves
		c.choose("e7e8q")
		c.checkLegal()
	}},
	{"capablanca", "start", "", func(c *pageCheck) {
		c.checkLegal()
		c.checkEveryPiece()
		c.checkPerft(3)
		c.click("b1")
		c.b.screenshot("capablanca")
	}},
	{"capablanca", "promotion", "4k5/1P8/10/10/10/10/10/4K5 w - - 0 1", func(c *pageCheck) {
		c.checkEveryPiece()
		c.click("b7")
		c.click("b8")
		c.checkChoices("b7", "b8")
		c.choose("b7b8a")
		c.checkLegal()
	}},
	{"hookchess", "start", "", func(c *pageCheck) {
		c.checkLegal()
		c.checkEveryPiece()
		c.checkPerft(3)
	}},
	{"hookchess", "hook move", "5bk1/5ppp/8/8/8/8/8/R3K3 w - - 0 1", func(c *pageCheck) {
		c.checkEveryPiece()
		c.click("a1")
		c.checkReach("a1")
		c.click("a4") // a1a4 ends here or turns: both offered
		c.checkTargets("a1", "a4")
		c.checkEndHere("a4")
		c.b.screenshot("hookchess-hook")
		c.click("d4")
		c.checkLastMove("a1a4,a4d4")
		c.checkLegal()
		c.undo()
		c.click("a1")
		c.click("h6") // straight to where the turn ends: one path goes there
		c.checkLastMove("a1a6,a6h6")
		c.checkLegal()
	}},
	{"xiangqi", "start", "", func(c *pageCheck) {
		c.checkHeading() // Red to move
		c.checkLooks()   // the lines, palaces and river; discs with characters
		// files from each player's right: Red's in Chinese numerals under
		// the board, Black's over it (picture's TestLabels); turned with it
		c.checkCoordsAre(map[string]string{"bottom": "九 八 七 六 五 四 三 二 一", "top": "1 2 3 4 5 6 7 8 9", "left": "", "right": ""})
		c.b.run("flip", chromedp.Click(chromedp.CSS(`#flip`)))
		c.checkCoords()
		c.checkCoordsAre(map[string]string{"bottom": "9 8 7 6 5 4 3 2 1", "top": "一 二 三 四 五 六 七 八 九"})
		c.b.run("flip back", chromedp.Click(chromedp.CSS(`#flip`)))
		c.checkColours()
		c.checkEveryPiece()
		c.b.screenshot("xiangqi")
		c.click("b1") // the horse
		c.checkTargets("b1")
		c.playByClicks("b1c3", "c3")
		c.checkLegal()
	}},
	{"janggi", "start", "", func(c *pageCheck) {
		c.checkHeading() // Blue to move
		c.checkLooks()   // the lines and palaces, no river; octagons with characters
		// the Korea Janggi Association's numbers: files 1..9 from the left,
		// ranks 1..9, 0 from the top (picture's TestLabels)
		c.checkCoordsAre(map[string]string{"bottom": "1 2 3 4 5 6 7 8 9", "left": "1 2 3 4 5 6 7 8 9 0", "top": "", "right": ""})
		c.checkLegal()
		c.b.screenshot("janggi")
	}},
	{"chushogi", "start", "", func(c *pageCheck) {
		c.checkHeading() // Sente to move
		c.checkLooks()   // the shogi board; pentagons, letters for the pieces with no kanji here
		// files numbered from the right over the board, ranks in kanji from
		// the top on its right (picture's TestLabels)
		c.checkCoordsAre(map[string]string{"top": "12 11 10 9 8 7 6 5 4 3 2 1", "right": "一 二 三 四 五 六 七 八 九 十 十一 十二", "bottom": "", "left": ""})
		c.checkLegal()
		c.checkEveryPiece()
		c.checkPerft(3)
		c.click("f3") // the Lion
		c.b.screenshot("chushogi")
	}},
	{"chushogi", "lion double capture", "6k5/12/12/12/12/12/5pp5/5N6/12/12/12/6K5 w - - 0 1", func(c *pageCheck) {
		c.checkEveryPiece()
		c.click("f5")
		if got := c.marked("pass"); !cmp.Equal(got, []string{"f5"}) { // f5f5 is legal: the Lion may pass
			c.b.t.Errorf("squares marked to pass on: %v, want [f5]", got)
		}
		c.b.screenshot("chushogi-lion-pass")
		c.click("f6") // takes the pawn and stops, or goes on
		c.checkTargets("f5", "f6")
		c.checkEndHere("f6")
		c.b.screenshot("chushogi-lion")
		c.click("g6")
		c.checkLastMove("f5f6,f6g6")
		c.checkLegal()
		c.undo()
		c.click("f5")
		c.click("f6")
		c.click("f6") // the same square again: the move ends there
		c.checkLastMove("f5f6")
		c.checkLegal()
		c.b.screenshot("chushogi-lion-played")
	}},
	{"chushogi", "promotion", "6k5/12/12/12/5P6/12/12/12/12/12/12/6K5 w - - 0 1", func(c *pageCheck) {
		c.checkEveryPiece()
		c.click("f8")
		c.click("f9") // entering the zone: promote or not
		c.checkChoices("f8", "f9")
		c.checkChoiceOrder("f8f9+", "f8f9") // "+" first, then "no promotion"
		c.choose("f8f9+")
		c.checkLegal()
		c.b.screenshot("chushogi-promoted")
	}},
	{"crazyhouse", "drop", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Nn] w KQkq - 0 1", func(c *pageCheck) {
		c.checkLegal()
		c.clickHand("N")
		c.checkTargets("N@")
		c.b.screenshot("crazyhouse-drop")
		c.click("d4")
		c.checkLastMove("N@d4")
		c.checkLegal()
		c.checkPerft(2)
	}},
}

func findChromium(t *testing.T) string {
	if p := os.Getenv("BETZAC_CHROMIUM"); p != "" {
		return p
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	testenv.Missing(t, "no chromium on PATH: the browser test needs it (Debian: apt-get install -y chromium; or set BETZAC_CHROMIUM to a Chrome binary; "+skipBrowser+"=1 skips it on purpose)")
	return ""
}

// buildCLI builds the betzac command, whose "moves" the page must agree with.
func buildCLI(ctx context.Context, t *testing.T) string {
	bin := filepath.Join(t.TempDir(), "betzac")
	cmd := exec.CommandContext(ctx, "go", "build", "-o", bin, "../cmd/betzac")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build ../cmd/betzac: %v\n%s", err, out)
	}
	return bin
}

func screenshotDir(t *testing.T) string {
	dir := os.Getenv("BETZAC_SCREENSHOT_DIR")
	if dir == "" {
		var err error
		if dir, err = os.MkdirTemp("", "betzac-screenshots-"); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	return dir
}

// browser is one headless Chromium; t is the test that uses it now.
type browser struct {
	t     *testing.T
	ctx   context.Context
	shots string // the directory for screenshots
	base  string // where the pages are: the server's URL, or file:// and the directory

	mu     sync.Mutex
	errors []string // exceptions and console.error calls on the page
}

func newBrowser(ctx context.Context, t *testing.T, bin string) *browser {
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(bin),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(1280, 1000),
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-component-update", true),
	)
	actx, cancelAlloc := chromedp.NewExecAllocator(ctx, opts...)
	t.Cleanup(cancelAlloc)
	bctx, cancel := chromedp.NewContext(actx)
	t.Cleanup(cancel)
	b := &browser{t: t, ctx: bctx}
	if err := chromedp.Do(bctx); err != nil {
		t.Fatalf("starting %s: %v", bin, err)
	}
	console := chromedp.Console(bctx)
	go func() {
		for m, err := range console {
			if err != nil {
				return
			}
			if m.Type == chromedp.ConsoleException || (m.Type == chromedp.ConsoleError && len(m.Args) > 0) {
				b.mu.Lock()
				b.errors = append(b.errors, fmt.Sprintf("%s (%s:%d)", m.Text, m.URL, m.Line+1))
				b.mu.Unlock()
			}
		}
	}()
	return b
}

// checkConsole fails the test for every error the page reported so far.
func (b *browser) checkConsole() {
	b.t.Helper()
	b.mu.Lock()
	defer b.mu.Unlock()
	for _, e := range b.errors {
		b.t.Errorf("on the page: %s", e)
	}
	b.errors = nil
}

func (b *browser) run(what string, actions ...chromedp.Action[chromedp.Void]) {
	b.t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, 30*time.Second)
	defer cancel()
	if err := chromedp.Do(ctx, actions...); err != nil {
		b.t.Fatalf("%s: %v", what, err)
	}
}

// eval evaluates a JavaScript expression on the page.
func eval[T any](b *browser, js string) T {
	b.t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, 30*time.Second)
	defer cancel()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](js))
	if err != nil {
		b.t.Fatalf("%s: %v", js, err)
	}
	return v
}

// screenshot saves what the window shows as NAME.png and logs where.
func (b *browser) screenshot(name string) {
	b.t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, 30*time.Second)
	defer cancel()
	png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		b.t.Fatalf("screenshot: %v", err)
	}
	path := filepath.Join(b.shots, name+".png")
	if err := os.WriteFile(path, png, 0o644); err != nil {
		b.t.Fatal(err)
	}
	b.t.Logf("screenshot: %s", path)
}

// pageCheck follows one variant's page and the same game in the VM.
type pageCheck struct {
	b       *browser
	cli     string
	variant string
	fen     string   // where the page started
	played  []string // the moves played since
	cached  map[string][]string
}

func (c *pageCheck) open(base string) {
	c.b.t.Helper()
	c.b.base = base
	url := c.b.url(c.variant, c.fen)
	c.b.run("open "+url, chromedp.Navigate(url), chromedp.WaitVisible(chromedp.CSS(`body[data-ready="true"]`)))
	c.checkFEN()
}

// url is the address of variant's page at fen ("" = its start).
func (b *browser) url(variant, fen string) string {
	url := b.base + "/" + variant + "/index.html"
	if fen != "" {
		url += "?fen=" + neturl.QueryEscape(fen)
	}
	return url
}

func (c *pageCheck) checkPerftLine(want string) {
	c.b.t.Helper()
	if got := eval[string](c.b, `document.getElementById("perft-result").textContent`); got != want {
		c.b.t.Errorf("the perft line says %q, want %q", got, want)
	}
}

// setFEN types fen into the FEN box and sets it up.
func (c *pageCheck) setFEN(fen string) {
	c.b.t.Helper()
	c.b.run("set up "+fen,
		chromedp.SetValue(chromedp.CSS(`#fen`), fen),
		chromedp.Click(chromedp.CSS(`#fen-form button`)))
}

// cliMoves runs "betzac moves" on the game so far (once a position).
func (c *pageCheck) cliMoves() []string {
	c.b.t.Helper()
	key := c.fen + " moves " + strings.Join(c.played, " ")
	if list, ok := c.cached[key]; ok {
		return list
	}
	if c.cached == nil {
		c.cached = map[string][]string{}
	}
	args := []string{"moves", c.variant, "--oneline", "--moves", strings.Join(c.played, " ")}
	if c.fen != "" {
		args = append(args, "--fen", c.fen)
	}
	cmd := exec.Command(c.cli, args...)
	var stderr strings.Builder
	cmd.Stderr = &stderr // warnings (horde: "White has no royal piece") are not moves
	out, err := cmd.Output()
	if err != nil {
		c.b.t.Fatalf("betzac %s: %v\n%s%s", strings.Join(args, " "), err, out, stderr.String())
	}
	c.cached[key] = strings.Fields(string(out))
	return c.cached[key]
}

// position sets up the game so far in the VM.
func (c *pageCheck) position() *vm.Position {
	c.b.t.Helper()
	_, p, err := compiler.Load(c.variant)
	if err != nil {
		c.b.t.Fatal(err)
	}
	pos, err := vm.NewPosition(p, c.fen)
	if err != nil {
		c.b.t.Fatal(err)
	}
	for _, s := range c.played {
		m, err := pos.ParseMove(s)
		if err != nil {
			c.b.t.Fatal(err)
		}
		pos.Make(m)
	}
	return pos
}

// checkLegal: the page's list of legal moves is "betzac moves", and its
// FEN the VM's.
func (c *pageCheck) checkLegal() {
	c.b.t.Helper()
	c.checkLegalMoves()
	c.checkFEN()
}

func (c *pageCheck) checkLegalMoves() {
	c.b.t.Helper()
	text := eval[string](c.b, `document.getElementById("legal").textContent`)
	if diff := cmp.Diff(c.cliMoves(), strings.Fields(text)); diff != "" {
		c.b.t.Errorf("legal moves on the page (+) vs betzac moves (-):\n%s", diff)
	}
}

// checkFEN: the FEN box and the link to the position hold the VM's FEN.
func (c *pageCheck) checkFEN() {
	c.b.t.Helper()
	want := c.position().FEN()
	if fen := eval[string](c.b, `document.getElementById("fen").value`); fen != want {
		c.b.t.Errorf("FEN on the page %q, VM %q", fen, want)
	}
	link := eval[string](c.b, `document.getElementById("fen-link").href`)
	u, err := neturl.Parse(link)
	if err != nil || u.Query().Get("fen") != want {
		c.b.t.Errorf("link to the position %q, want ?fen=%s", link, want)
	}
}

var squareRE = regexp.MustCompile(`[a-z][0-9]+`)

// nextStops reads "betzac moves" as the page must: the squares a move
// stops on, after its origin (or "N@" for a drop of N), are its legs'
// ends; it returns the stop after prefix of every move that has one.
func nextStops(moves []string, prefix ...string) []string {
	set := map[string]bool{}
	for _, m := range moves {
		var stops []string
		if from, to, ok := strings.Cut(m, "@"); ok {
			stops = []string{from + "@", to}
		} else {
			for i, leg := range strings.Split(m, ",") {
				sq := squareRE.FindAllString(leg, 2)
				if i == 0 {
					stops = append(stops, sq[0])
				}
				stops = append(stops, sq[1])
			}
		}
		if len(stops) > len(prefix) && cmp.Equal(stops[:len(prefix)], prefix) {
			set[stops[len(prefix)]] = true
		}
	}
	list := []string{}
	for s := range set {
		list = append(list, s)
	}
	sort.Strings(list)
	return list
}

func (c *pageCheck) marked(class string) []string {
	c.b.t.Helper()
	list := eval[[]string](c.b, fmt.Sprintf(`[...document.querySelectorAll(".sq.%s")].map(e => e.dataset.sq).sort()`, class))
	if list == nil {
		list = []string{}
	}
	return list
}

// checkTargets: the highlighted squares are where the moves that begin
// with the stops clicked so far (from the origin) go next.
func (c *pageCheck) checkTargets(clicked ...string) {
	c.b.t.Helper()
	want := nextStops(c.cliMoves(), clicked...)
	if diff := cmp.Diff(want, c.marked("target")); diff != "" {
		c.b.t.Errorf("after clicking %v, highlighted (+) vs betzac moves (-):\n%s", clicked, diff)
	}
}

func (c *pageCheck) checkEndHere(sq string) {
	c.b.t.Helper()
	if got := c.marked("end-here"); !cmp.Equal(got, []string{sq}) {
		c.b.t.Errorf("squares marked to end the move there: %v, want [%s]", got, sq)
	}
}

// checkReach: the squares marked as reachable in several stops are where
// the moves from the origin that stop more than once end, unless they are
// highlighted as the next stop of a move.
func (c *pageCheck) checkReach(from string) {
	c.b.t.Helper()
	next := map[string]bool{}
	for _, s := range nextStops(c.cliMoves(), from) {
		next[s] = true
	}
	set := map[string]bool{}
	for _, m := range c.cliMoves() {
		stops := strings.Split(m, ",")
		if len(stops) > 1 && strings.HasPrefix(m, from) {
			sq := squareRE.FindAllString(stops[len(stops)-1], 2)
			if !next[sq[1]] {
				set[sq[1]] = true
			}
		}
	}
	want := []string{}
	for s := range set {
		want = append(want, s)
	}
	sort.Strings(want)
	if diff := cmp.Diff(want, c.marked("reach")); diff != "" {
		c.b.t.Errorf("after clicking %s, marked as reachable in several stops (+) vs betzac moves (-):\n%s", from, diff)
	}
}

// checkColours: the board is drawn rank by rank, from the top left, as
// the side at the bottom sees it, and a1 is dark, the squares alternate;
// a hole is drawn as no square.
func (c *pageCheck) checkColours() {
	c.b.t.Helper()
	got := eval[[]string](c.b, `[...document.querySelectorAll("#board > *")].map(e => e.classList.contains("hole") ? "hole" : e.dataset.sq + (e.classList.contains("dark") ? " dark" : " light"))`)
	flipped := eval[bool](c.b, `flipped`)
	pos := c.position()
	var want []string
	for y := range pos.Ranks() {
		for x := range pos.Files() {
			file, rank := x, pos.Ranks()-1-y
			if flipped {
				file, rank = pos.Files()-1-x, y
			}
			colour := " light"
			if (file+rank)%2 == 0 {
				colour = " dark"
			}
			sq := pos.Square(file, rank)
			if sq < 0 {
				want = append(want, "hole")
				continue
			}
			want = append(want, pos.SquareName(sq)+colour)
		}
	}
	if diff := cmp.Diff(want, got); diff != "" {
		c.b.t.Errorf("board (flipped %v) on the page (+) vs want (-):\n%s", flipped, diff)
	}
}

// checkDiagrams: every piece has its diagram, an SVG that the browser
// has loaded and drawn.
func (c *pageCheck) checkDiagrams() {
	c.b.t.Helper()
	js := `[...document.querySelectorAll(".piece")].map(p => {
		const img = p.querySelector(".diagram img");
		return p.querySelector("h3").textContent + ": " + (img && img.complete && img.naturalWidth > 0 ? "drawn" : "missing");
	})`
	got := eval[[]string](c.b, js)
	_, p, err := compiler.Load(c.variant)
	if err != nil {
		c.b.t.Fatal(err)
	}
	var want []string
	for _, pt := range p.Pieces {
		name := pt.Name
		if pt.Royal {
			name += " (royal)"
		}
		want = append(want, pt.Letter+name+": drawn")
	}
	if diff := cmp.Diff(want, got); diff != "" {
		c.b.t.Errorf("diagrams on the page (+) vs the pieces (-):\n%s", diff)
	}
}

// checkEveryPiece clicks every piece of the side to move and checks its
// highlighted squares, then clicks it again to let go.
func (c *pageCheck) checkEveryPiece() {
	c.b.t.Helper()
	pos := c.position()
	white := pos.SideToMove() == 0
	for _, sq := range pos.Squares() {
		pc := pos.Piece(int(sq))
		if pc == "" || (strings.ToUpper(pc) == pc) != white {
			continue
		}
		name := pos.SquareName(int(sq))
		c.click(name)
		c.checkTargets(name)
		c.b.run("Escape", chromedp.KeyEvent(kb.Escape))
		if got := c.marked("target"); len(got) != 0 {
			c.b.t.Fatalf("Escape after clicking %s left %v highlighted", name, got)
		}
	}
}

func (c *pageCheck) click(sq string) {
	c.b.t.Helper()
	c.b.run("click "+sq, chromedp.Click(chromedp.CSS(fmt.Sprintf(`.sq[data-sq=%q]`, sq))))
}

func (c *pageCheck) clickHand(letter string) {
	c.b.t.Helper()
	c.b.run("click hand "+letter, chromedp.Click(chromedp.CSS(fmt.Sprintf(`.held[data-piece=%q]`, letter))))
}

// playByClicks clicks squares and checks that move was played.
func (c *pageCheck) playByClicks(move string, squares ...string) {
	c.b.t.Helper()
	for _, sq := range squares {
		c.click(sq)
	}
	c.checkLastMove(move)
}

// checkLastMove: the page's move list ends with move (its data-move, the
// text shown is SAN: checkHistory), and its FEN is the VM's after it.
func (c *pageCheck) checkLastMove(move string) {
	c.b.t.Helper()
	c.played = append(c.played, move)
	history := eval[[]string](c.b, `[...document.querySelectorAll("#history .ply")].map(e => e.dataset.move)`)
	if diff := cmp.Diff(c.played, history); diff != "" {
		c.b.t.Errorf("moves on the page (+) vs played (-):\n%s", diff)
	}
	c.checkFEN()
}

// checkHeading: the heading is the variant's title, the description under
// it the file's (none shown if the file has none), and the status names
// the side to move as the variant's players do.
func (c *pageCheck) checkHeading() {
	c.b.t.Helper()
	v, _, err := compiler.Load(c.variant)
	if err != nil {
		c.b.t.Fatal(err)
	}
	got := eval[[]string](c.b, `[document.getElementById("variant").textContent, document.title,
		document.querySelector("#description:not([hidden])")?.textContent ?? "",
		document.getElementById("status").textContent.split(" to move")[0]]`)
	want := []string{v.Title, v.Title + " · betzac", v.Description, v.Sides[c.position().SideToMove()]}
	if diff := cmp.Diff(want, got); diff != "" {
		c.b.t.Errorf("heading, window title, description (-want +got):\n%s", diff)
	}
}

// checkHistory: the move list starts at move number first and has these
// lines, a move's plies each in SAN (Black's first move after "…" when
// Black began).
func (c *pageCheck) checkHistory(first int, lines ...string) {
	c.b.t.Helper()
	if got := eval[int](c.b, `document.getElementById("history").start`); got != first {
		c.b.t.Errorf("the move list starts at %d, want %d", got, first)
	}
	got := eval[[]string](c.b, `[...document.querySelectorAll("#history li")].map(e => [...e.children].map(s => s.textContent).join(" "))`)
	if diff := cmp.Diff(lines, got); diff != "" {
		c.b.t.Errorf("move list (-want +got):\n%s", diff)
	}
}

// checkChoices: the promotion choices offered are the moves from from to
// to (with a promotion suffix or none).
func (c *pageCheck) checkChoices(from, to string) {
	c.b.t.Helper()
	got := eval[[]string](c.b, `[...document.querySelectorAll("#promotion-choices button[data-move]")].map(e => e.dataset.move).sort()`)
	var want []string
	for _, m := range c.cliMoves() {
		if !strings.Contains(m, ",") && cmp.Equal(squareRE.FindAllString(m, -1), []string{from, to}) {
			want = append(want, m)
		}
	}
	if diff := cmp.Diff(want, got); diff != "" {
		c.b.t.Errorf("promotion choices (+) vs betzac moves (-):\n%s", diff)
	}
}

// checkChoiceOrder: the promotion choices come in this order.
func (c *pageCheck) checkChoiceOrder(want ...string) {
	c.b.t.Helper()
	got := eval[[]string](c.b, `[...document.querySelectorAll("#promotion-choices button[data-move]")].map(e => e.dataset.move)`)
	if diff := cmp.Diff(want, got); diff != "" {
		c.b.t.Errorf("promotion choices in order (+) vs want (-):\n%s", diff)
	}
}

func (c *pageCheck) choose(move string) {
	c.b.t.Helper()
	c.b.run("choose "+move, chromedp.Click(chromedp.CSS(fmt.Sprintf(`#promotion-choices button[data-move=%q]`, move))))
	c.checkLastMove(move)
}

func (c *pageCheck) undo() {
	c.b.t.Helper()
	c.b.run("undo", chromedp.Click(chromedp.CSS(`#undo`)))
	c.played = c.played[:len(c.played)-1]
	c.checkFEN()
}

// checkPerft runs perft in the page's worker and compares the count and
// the divide with package perft's; it returns package perft's count.
func (c *pageCheck) checkPerft(depth int) uint64 {
	c.b.t.Helper()
	pos := c.position()
	want := perft.Divide(pos, depth)
	var wantNodes uint64
	var wantRows []string
	for _, e := range want {
		wantNodes += e.Nodes
		wantRows = append(wantRows, fmt.Sprintf("%s %d", e.Move, e.Nodes))
	}
	if n := perft.Count(pos, depth); n != wantNodes {
		c.b.t.Fatalf("perft.Count %d, Divide adds up to %d", n, wantNodes)
	}
	c.b.run("perft",
		chromedp.SetValue(chromedp.CSS(`#perft-depth`), fmt.Sprint(depth)),
		chromedp.Click(chromedp.CSS(`#perft-run`)),
		chromedp.WaitVisible(chromedp.CSS(`#perft-result[data-nodes]`)))
	nodes := eval[string](c.b, `document.getElementById("perft-result").dataset.nodes`)
	if nodes != fmt.Sprint(wantNodes) {
		c.b.t.Errorf("perft %d on the page: %s nodes, package perft: %d", depth, nodes, wantNodes)
	}
	rows := eval[[]string](c.b, `[...document.querySelectorAll("#divide tbody tr")].map(r => r.cells[0].textContent + " " + r.cells[1].textContent)`)
	if diff := cmp.Diff(wantRows, rows); diff != "" {
		c.b.t.Errorf("divide on the page (+) vs package perft (-):\n%s", diff)
	}
	return wantNodes
}
