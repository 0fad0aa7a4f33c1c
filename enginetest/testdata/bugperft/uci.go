package bugperft

import (
	"strings"

	"github.com/betzac/betzac/vm"
)

// UCI is the command loop that the engines of the UCI family share
// (fakeengine speaks UCI, usiengine USI): the handshake, isready,
// the variant option, position, go and quit.
type UCI struct {
	Name     string // the engine's, for its errors
	Protocol string // "uci" or "usi": the handshake's command and the variant option's prefix
	Variant  string // the variant before any setoption

	Handshake func()                                                    // answers the protocol's command
	Ready     func()                                                    // runs before "readyok" (nil: nothing)
	Setup     func(variant string, args []string) (*vm.Position, error) // reads "position ARGS"
	Go        func(variant string, pos *vm.Position, args []string)     // answers "go ARGS" once a position is set
}

// Serve runs the loop until "quit" or the end of input; a position it
// cannot set up ends the engine with status 3.
func (u UCI) Serve() {
	variant := u.Variant
	option := strings.ToUpper(u.Protocol) + "_Variant"
	var pos *vm.Position
	Commands(func(line string) bool {
		f := strings.Fields(line)
		switch f[0] {
		case u.Protocol:
			u.Handshake()
		case "isready":
			if u.Ready != nil {
				u.Ready()
			}
			Say("readyok")
		case "setoption":
			if len(f) >= 5 && f[2] == option {
				variant = f[4]
			}
		case "position":
			var err error
			if pos, err = u.Setup(variant, f[1:]); err != nil {
				Fail(u.Name, 3, err)
			}
		case "go":
			if pos != nil {
				u.Go(variant, pos, f[1:])
			}
		case "quit":
			return false
		}
		return true
	})
}
