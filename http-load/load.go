package main

import (
	"bufio"
	"errors"
	"io"
	"net"
	"net/http"
	"sync"
	"syscall"
	"time"
)

// The kinds of error, each counted: a connection not made, a request past its timeout, a status other than 200 (or
// a response that is not HTTP), a wrong body, a connection the server closed.
const (
	errConnect = iota
	errTimeout
	errStatus
	errBody
	errClosed
	errorKinds
)

var errorNames = [errorKinds]string{"connect", "timeout", "status", "body", "closed"}

// tally is what one connection saw; the run adds them up.
type tally struct {
	requests  int64   // responses with status 200 and the exact body
	errors    [errorKinds]int64
	latencies []int64 // ns from each good request's intended send time to its response's end
	lateness  []int64 // ns each send started after its intended time (open loop only)
}

// run opens every connection, then sends for the configured duration on all of them at once, and waits for the
// last response (each bounded by the timeout).
func run(cfg *config) *result {
	conns := make([]net.Conn, cfg.connections)
	tallies := make([]tally, cfg.connections)
	var dialled sync.WaitGroup
	for i := range conns {
		dialled.Add(1)
		go func(i int) {
			defer dialled.Done()
			c, err := net.DialTimeout("tcp", cfg.host, cfg.timeout)
			if err != nil {
				tallies[i].errors[errConnect]++
				return
			}
			if tcp, ok := c.(*net.TCPConn); ok {
				tcp.SetNoDelay(true)
			}
			conns[i] = c
		}(i)
	}
	dialled.Wait()
	request := []byte("GET " + cfg.path + " HTTP/1.1\r\nHost: " + cfg.host + "\r\n\r\n")
	start := time.Now()
	end := start.Add(cfg.duration)
	var done sync.WaitGroup
	for i, c := range conns {
		if c == nil {
			continue
		}
		done.Add(1)
		go func(i int, c net.Conn) {
			defer done.Done()
			defer c.Close()
			drive(cfg, c, request, schedule(cfg, i, start), end, &tallies[i])
		}(i, c)
	}
	done.Wait()
	return summarize(cfg, tallies, time.Since(start))
}

// schedule gives connection i's intended send times in open loop: every connection sends at the same pace, the
// connections staggered evenly, so together they offer the configured rate. nil in closed loop.
func schedule(cfg *config, i int, start time.Time) func(k int64) time.Time {
	if cfg.rate == 0 {
		return nil
	}
	interval := float64(cfg.connections) / cfg.rate * float64(time.Second)
	offset := float64(i) / cfg.rate * float64(time.Second)
	return func(k int64) time.Time {
		return start.Add(time.Duration(offset + float64(k)*interval))
	}
}

// drive sends one request at a time on one connection until the end: in closed loop the next as soon as a response
// is in, in open loop at each intended time (at once when that time has passed: a stall delays every request it
// holds up, and each one's latency counts from when it should have been sent). A broken connection ends its part.
func drive(cfg *config, c net.Conn, request []byte, intended func(k int64) time.Time, end time.Time, t *tally) {
	reader := bufio.NewReader(c)
	for k := int64(0); ; k++ {
		var due time.Time
		if intended == nil {
			due = time.Now()
		} else {
			due = intended(k)
			if wait := time.Until(due); wait > 0 {
				time.Sleep(wait)
			}
		}
		if !due.Before(end) {
			return
		}
		sent := time.Now()
		if intended != nil {
			late := sent.Sub(due)
			if late > cfg.timeout { // its latency would pass the timeout before it is even sent
				t.errors[errTimeout]++
				return
			}
			t.lateness = append(t.lateness, int64(late))
		}
		c.SetDeadline(sent.Add(cfg.timeout))
		kind, keep := exchange(c, reader, request, cfg.body)
		if kind < 0 {
			t.requests++
			t.latencies = append(t.latencies, int64(time.Since(due)))
		} else {
			t.errors[kind]++
		}
		if !keep {
			return
		}
	}
}

// exchange writes one request and reads its response: the kind of error (-1 for none) and whether the connection
// can carry the next request.
func exchange(c net.Conn, reader *bufio.Reader, request []byte, body string) (int, bool) {
	if _, err := c.Write(request); err != nil {
		return kindOf(err), false
	}
	resp, err := http.ReadResponse(reader, nil)
	if err != nil {
		return kindOf(err), false
	}
	got, err := io.ReadAll(resp.Body)
	resp.Body.Close()
	if err != nil {
		return kindOf(err), false
	}
	switch {
	case resp.StatusCode != http.StatusOK:
		return errStatus, !resp.Close
	case string(got) != body:
		return errBody, !resp.Close
	case resp.Close: // a good answer, but the server ends the keep-alive connection
		return errClosed, false
	}
	return -1, true
}

// kindOf sorts a read or write error: a deadline passed, the connection closed under it, or anything else, which
// is a response that is not HTTP.
func kindOf(err error) int {
	var ne net.Error
	switch {
	case errors.As(err, &ne) && ne.Timeout():
		return errTimeout
	case errors.Is(err, io.EOF), errors.Is(err, io.ErrUnexpectedEOF), errors.Is(err, syscall.ECONNRESET),
		errors.Is(err, syscall.EPIPE), errors.Is(err, net.ErrClosed):
		return errClosed
	}
	return errStatus
}
