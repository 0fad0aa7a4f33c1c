//go:build !unix

package main

// execServer is not available here: handOver runs the server as a child.
func execServer(string, []string) error { return errNoExec }
