//go:build unix

package main

import (
	"fmt"
	"os"
	"syscall"
)

// execServer replaces this process with server run with args; it returns
// only if it cannot.
func execServer(server string, args []string) error {
	err := syscall.Exec(server, append([]string{server}, args...), os.Environ())
	return fmt.Errorf("%s: %w", server, err)
}
