// Command http-load drives keep-alive HTTP/1.1 connections against one URL and prints one line of results for
// Ringside's httpThroughput benchmark (README.md): requests, errors by kind, seconds, requests per second and
// latency percentiles in nanoseconds. It uses Go's standard library only.
package main

import (
	"fmt"
	"io"
	"os"
)

// Exit statuses: 0 the run ended (its line says whether any request failed), 2 an argument was refused, 3 the
// parent process went away (with -watch-stdin).
const (
	exitRefused    = 2
	exitParentGone = 3
)

func main() {
	cfg, err := parseArgs(os.Args[1:])
	if err != nil {
		fmt.Fprintln(os.Stderr, "http-load: "+err.Error())
		os.Exit(exitRefused)
	}
	if cfg.watchStdin {
		go exitWhenStdinCloses()
	}
	fmt.Println(run(cfg).line())
}

// exitWhenStdinCloses ends the program when its standard input reaches its end: the Java side keeps that pipe
// open, so a killed JVM never leaves a generator running.
func exitWhenStdinCloses() {
	io.Copy(io.Discard, os.Stdin)
	fmt.Fprintln(os.Stderr, "http-load: standard input closed, the parent is gone; stopping")
	os.Exit(exitParentGone)
}
