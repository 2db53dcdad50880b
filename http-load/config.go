package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"net/url"
	"time"
)

// config is one run: where to send, how many connections, for how long, closed loop (rate 0) or a fixed total rate.
type config struct {
	host        string // host:port, as dialled and as the Host header says
	path        string // path and query of every request
	connections int
	duration    time.Duration
	rate        float64 // requests per second over all connections; 0: each connection sends as fast as it can
	body        string  // the exact body every response must have
	timeout     time.Duration
	watchStdin  bool
}

func parseArgs(args []string) (*config, error) {
	fs := flag.NewFlagSet("http-load", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	target := fs.String("url", "", "the URL every request gets: http://host:port/path")
	connections := fs.Int("connections", 1, "keep-alive connections, one request in flight on each")
	seconds := fs.Float64("duration", 1, "seconds of sending")
	rate := fs.Float64("rate", 0, "requests per second over all connections, each on its own schedule; 0: closed loop")
	body := fs.String("body", "", "the exact body every response must have")
	timeout := fs.Float64("timeout", 10, "seconds a request may take before it counts as a timeout")
	watch := fs.Bool("watch-stdin", false, "stop when standard input closes (the parent process is gone)")
	if err := fs.Parse(args); err != nil {
		return nil, err
	}
	if fs.NArg() != 0 {
		return nil, fmt.Errorf("unexpected arguments %v; every argument is a -name=value flag", fs.Args())
	}
	u, err := url.Parse(*target)
	if err != nil || u.Scheme != "http" || u.Host == "" || u.Port() == "" {
		return nil, errors.New("-url: expected http://host:port/path, got '" + *target + "'")
	}
	if *connections < 1 {
		return nil, fmt.Errorf("-connections: %d is not accepted; expected an integer >= 1", *connections)
	}
	if !(*seconds > 0) {
		return nil, fmt.Errorf("-duration: %v is not accepted; expected seconds > 0", *seconds)
	}
	if !(*rate >= 0) {
		return nil, fmt.Errorf("-rate: %v is not accepted; expected requests per second >= 0", *rate)
	}
	if !(*timeout > 0) {
		return nil, fmt.Errorf("-timeout: %v is not accepted; expected seconds > 0", *timeout)
	}
	return &config{host: u.Host, path: u.RequestURI(), connections: *connections,
		duration: seconds2duration(*seconds), rate: *rate, body: *body, timeout: seconds2duration(*timeout),
		watchStdin: *watch}, nil
}

func seconds2duration(s float64) time.Duration {
	return time.Duration(s * float64(time.Second))
}
