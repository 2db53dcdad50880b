// Command ringside-go plays Ringside's workloads with goroutines and channels, by the JVM workloads' definitions
// and checks, and prints per-iteration op counts and times for the runner (references/README.md has the protocol).
package main

import (
	"fmt"
	"os"
	"runtime"
	"time"
)

// mailboxCapacity bounds the buffered channel that is each streaming actor's mailbox (ring, fan-out, contention):
// README.md says why this size.
const mailboxCapacity = 256

func main() {
	c := parse(os.Args[1:])
	runtime.GOMAXPROCS(c.parallelism)
	fmt.Printf("ringside-reference language=go version=%s variant=%s workload=%s\n", runtime.Version(), c.variant,
		c.workload)
	switch c.workload {
	case "footprint":
		footprint(c)
		return
	case "latency":
		latency(c)
		return
	case "httpThroughput":
		serveHTTPThroughput(c)
		return
	}
	op := opOf(c)
	for i := 1; i <= c.warmupIterations; i++ {
		iteration(c, "warmup", i, op)
	}
	for i := 1; i <= c.iterations; i++ {
		iteration(c, "measure", i, op)
	}
}

// opOf gives the workload's op: one call builds its actors, runs them, waits until every one has ended, and
// validates what they reported.
func opOf(c *config) func() {
	switch c.workload {
	case "ring":
		return func() { ring(c) }
	case "pingpong":
		return func() { pingPong(c) }
	case "fanout":
		sum := fanOutExpectedSum(c.fanOutMessages)
		return func() { fanOut(c, sum) }
	case "contention":
		return func() { contention(c) }
	case "spawn":
		return func() { spawn(c) }
	case "sieve":
		expected := newSieveExpected(c.sieveLimit)
		return func() { sieve(c, expected) }
	case "select":
		return func() { selectOp(c) }
	case "big":
		expected := newBigExpected(c)
		return func() { bigOp(c, expected) }
	case "httpPingPong":
		servers := startPingPongServers(c) // once per process, as the JVM's benchmark starts them once per trial
		return func() { servers.httpPingPong(c) }
	}
	panic("no op for workload " + c.workload) // parse accepts only the workloads above, footprint, latency and httpThroughput
}

// iteration runs whole ops back to back until iterationTime has passed, and prints how many and how long.
func iteration(c *config, kind string, i int, op func()) {
	length := time.Duration(c.iterationTime) * time.Millisecond
	start := time.Now() // carries the monotonic clock, which time.Since reads
	ops := 0
	for ops == 0 || time.Since(start) < length {
		timed(c, op)
		ops++
	}
	fmt.Printf("%s %d ops=%d ns=%d\n", kind, i, ops, time.Since(start).Nanoseconds())
}

// phase names iteration i of all: "warmup 2", or "measure 1" after the warm-up iterations.
func phase(c *config, i int) string {
	if i > c.warmupIterations {
		return fmt.Sprintf("measure %d", i-c.warmupIterations)
	}
	return fmt.Sprintf("warmup %d", i)
}

// timed runs one op under opTimeout: a lost message leaves actors blocked, and the timer ends the process.
func timed(c *config, op func()) {
	timer := time.AfterFunc(time.Duration(c.opTimeout)*time.Second, func() {
		invalid(c, "op timed out after %d s", c.opTimeout)
	})
	op()
	timer.Stop()
}

// invalid reports a failed check on stderr and exits 3 at once.
func invalid(c *config, format string, args ...any) {
	fmt.Fprintf(os.Stderr, "invalid: %s: %s\n", c.workload, fmt.Sprintf(format, args...))
	os.Exit(3)
}
