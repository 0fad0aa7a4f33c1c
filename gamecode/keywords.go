package gamecode

import "github.com/betzac/betzac/internal/lazy"

// keywords maps a statement's first word to its keyword, built on first
// use: only gamecourier's proof parses (issue 31).
var keywords = lazy.Value[map[string]keyword]{Build: func() map[string]keyword {
	return map[string]keyword{
		"set": {sSet, false}, "my": {sMy, false}, "sub": {sSub, true},
		"endsub": {sEndsub, false}, "gosub": {sGosub, false},
		"return": {sReturn, false}, "if": {sIf, true}, "elseif": {sElseif, true},
		"else": {sElse, true}, "endif": {sEndif, false}, "do": {sDo, true},
		"loop": {sLoop, false}, "verify": {sVerify, false}, "die": {sDie, false},
		"print": {sPrint, false}, "setlegal": {sSetlegal, false},
		"setflag": {sSetflag, false}, "unsetflag": {sUnsetflag, false},
		"eval": {sEval, false}, "setsystem": {sSystem, false},
		"ban": {sSystem, false}, "allow": {sSystem, false},
		"won": {sEnd, false}, "lost": {sEnd, false}, "drawn": {sEnd, false},
	}
}}

// keyword is a statement's kind and whether it is a block header (ends
// with ":").
type keyword struct {
	kind   skind
	header bool
}
