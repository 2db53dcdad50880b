package main

import (
	"fmt"
	"os"
	"strconv"
	"strings"
)

// workloads are the accepted values of workload=, in Ringside's order.
var workloads = []string{"ring", "pingpong", "fanout", "contention", "spawn", "sieve", "select", "big", "footprint",
	"latency", "httpPingPong", "httpThroughput"}

// pacers are the accepted values of pacer=: the runner resolves the JVM's auto before it starts the program.
var pacers = []string{"parking", "precise"}

// The program's variants: goroutines and channels play the messaging workloads, Go's net/http the http ones.
const (
	variant     = "goroutines"
	httpVariant = "net-http"
)

// httpWorkloads run on net/http, so the program plays them as httpVariant only.
var httpWorkloads = []string{"httpPingPong", "httpThroughput"}

// config holds every argument; the runner always gives all of them, name=value.
type config struct {
	variant            string
	workload           string
	parallelism        int
	warmupIterations   int
	iterations         int
	iterationTime      int // ms
	opTimeout          int // s
	workerCount        int
	ringSize           int
	pingPongCount      int
	fanOutWorkers      int
	fanOutMessages     int
	contentionSenders  int
	contentionMessages int
	spawnBranching     int
	spawnLeaves        int
	footprintActors    int
	latencyRate        int // requests per second
	latencyDuration    int // s per op
	pacer              string
	sieveLimit         int
	selectSources      int
	selectMessages     int
	bigActors          int
	bigPings           int
	bigPeerCheck       uint64 // the JVM's BigWorkload.peerCheck, which this program's peer sequence must match
	stackDepth         int    // frames deep each ring and ping-pong receive is made
	httpPingPongCount  int    // round trips per httpPingPong op
}

// integer is one integer argument: its name, where it goes and its accepted range (the JVM's own bounds).
type integer struct {
	name string
	to   *int
	min  int
	max  int
}

// The JVM's upper bounds: SieveWorkload.MAX_LIMIT, RingWorkload.MAX_STACK_DEPTH, and 32-bit ints elsewhere.
const (
	maxInt        = 1<<31 - 1
	maxSieveLimit = 1_000_000
	maxStackDepth = 4096
)

// badInput names the parameter and what it accepts, on stderr, and exits 2 before any work.
func badInput(name, format string, args ...any) {
	fmt.Fprintf(os.Stderr, "ringside-go: %s: %s\n", name, fmt.Sprintf(format, args...))
	os.Exit(2)
}

func parse(args []string) *config {
	c := &config{}
	integers := []integer{
		{"parallelism", &c.parallelism, 1, maxInt},
		{"warmupIterations", &c.warmupIterations, 0, maxInt},
		{"iterations", &c.iterations, 1, maxInt},
		{"iterationTime", &c.iterationTime, 1, maxInt},
		{"opTimeout", &c.opTimeout, 1, maxInt},
		{"workerCount", &c.workerCount, 2, maxInt},
		{"ringSize", &c.ringSize, 1, maxInt},
		{"pingPongCount", &c.pingPongCount, 1, maxInt},
		{"fanOutWorkers", &c.fanOutWorkers, 1, maxInt},
		{"fanOutMessages", &c.fanOutMessages, 1, maxInt},
		{"contentionSenders", &c.contentionSenders, 1, maxInt},
		{"contentionMessages", &c.contentionMessages, 1, maxInt},
		{"spawnBranching", &c.spawnBranching, 2, maxInt},
		{"spawnLeaves", &c.spawnLeaves, 1, maxInt},
		{"footprintActors", &c.footprintActors, 1, maxInt},
		{"latencyRate", &c.latencyRate, 1, maxInt},
		{"latencyDuration", &c.latencyDuration, 1, maxInt},
		{"sieveLimit", &c.sieveLimit, 3, maxSieveLimit},
		{"selectSources", &c.selectSources, 1, maxInt},
		{"selectMessages", &c.selectMessages, 1, maxInt},
		{"bigActors", &c.bigActors, 2, maxInt},
		{"bigPings", &c.bigPings, 1, maxInt},
		{"stackDepth", &c.stackDepth, 0, maxStackDepth},
		{"httpPingPongCount", &c.httpPingPongCount, 1, maxInt},
	}
	names := []string{"variant", "workload", "pacer", "bigPeerCheck"}
	for _, in := range integers {
		names = append(names, in.name)
	}
	accepted := strings.Join(names, ", ")
	seen := map[string]bool{}
	for _, arg := range args {
		name, value, ok := strings.Cut(arg, "=")
		if !ok {
			badInput(arg, "not name=value; accepted names: %s", accepted)
		}
		if seen[name] {
			badInput(name, "given twice")
		}
		seen[name] = true
		switch name {
		case "variant":
			if value != variant && value != httpVariant {
				badInput(name, "unknown '%s'; accepted: %s, %s", value, variant, httpVariant)
			}
			c.variant = value
		case "workload":
			if !contains(workloads, value) {
				badInput(name, "unknown '%s'; accepted: %s", value, strings.Join(workloads, ", "))
			}
			c.workload = value
		case "pacer":
			if !contains(pacers, value) {
				badInput(name, "unknown '%s'; accepted: %s (the runner resolves auto)", value, strings.Join(pacers, ", "))
			}
			c.pacer = value
		case "bigPeerCheck":
			n, err := strconv.ParseUint(value, 10, 64)
			if err != nil {
				badInput(name, "'%s' is not accepted; expected an unsigned 64-bit decimal (the runner computes it)", value)
			}
			c.bigPeerCheck = n
		default:
			in := find(integers, name)
			if in == nil {
				badInput(name, "unknown parameter; accepted: %s", accepted)
			}
			// 32 bits, as the JVM's int parameters: fan-out's and contention's sums rely on it
			n, err := strconv.ParseInt(value, 10, 32)
			if err != nil || int(n) < in.min || int(n) > in.max {
				badInput(name, "'%s' is not accepted; expected an integer from %d to %d", value, in.min, in.max)
			}
			*in.to = int(n)
		}
	}
	for _, name := range names {
		if !seen[name] {
			badInput(name, "missing; every run gives all of %s", accepted)
		}
	}
	if want := variantOf(c.workload); c.variant != want {
		badInput("variant", "'%s' does not play %s; %s does", c.variant, c.workload, want)
	}
	if !isPower(c.spawnBranching, c.spawnLeaves) {
		b := int64(c.spawnBranching)
		badInput("spawnLeaves", "%d is not accepted; expected a power of spawnBranching (%d), such as %d, %d or %d",
			c.spawnLeaves, b, b, b*b, b*b*b)
	}
	if int64(c.bigActors)*int64(c.bigPings) > maxInt {
		badInput("bigPings", "%d is not accepted with bigActors=%d; expected at most %d pings per op in all",
			c.bigPings, c.bigActors, maxInt)
	}
	return c
}

// variantOf names the variant that plays a workload.
func variantOf(workload string) string {
	if contains(httpWorkloads, workload) {
		return httpVariant
	}
	return variant
}

func find(integers []integer, name string) *integer {
	for i := range integers {
		if integers[i].name == name {
			return &integers[i]
		}
	}
	return nil
}

func contains(list []string, s string) bool {
	for _, e := range list {
		if e == s {
			return true
		}
	}
	return false
}

// isPower says whether n = b^d for some d >= 0 (the skynet tree needs whole levels).
func isPower(b, n int) bool {
	leaves := int64(1)
	for leaves < int64(n) {
		leaves *= int64(b)
	}
	return leaves == int64(n)
}
