// Package lazy holds a value built on first use, declared at package level
// without an init.
//
// A package-level sync.OnceValue(f), map literal, regexp or
// strings.NewReplacer is code that runs at start-up in every command, and
// each package with such an init costs a page fault or more for its cold
// code (issue 31). A Value written as a composite literal,
// lazy.Value[T]{Build: f} with f capturing nothing, is laid out by the
// compiler with no init code. Taking the inits out of the nine packages
// perft never uses (cmd/betzac's noInit) saved 11-17 faults a run:
// perft chushogi -d 4 621 -> 610, betzac --version 332 -> 315.
package lazy

import "sync"

// Value is Build's result, built by the first Get. Set Build only in the
// Value's literal, and use a Value only through a pointer (it holds a
// sync.Once).
type Value[T any] struct {
	Build func() T
	once  sync.Once
	v     T
}

// Get returns Build's result, calling Build on the first Get only; Gets
// from several goroutines wait for that one call.
func (l *Value[T]) Get() T {
	l.once.Do(l.build)
	return l.v
}

func (l *Value[T]) build() { l.v = l.Build() }
