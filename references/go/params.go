package main

import (
	"fmt"
	"os"
	"strconv"
	"strings"
)

// workloads are the accepted values of workload=, in Ringside's order.
var workloads = []string{"ring", "pingpong", "fanout", "contention", "spawn", "footprint", "latency"}

// pacers are the accepted values of pacer=: the runner resolves the JVM's auto before it starts the program.
var pacers = []string{"parking", "precise"}

// variant is this program's one variant name.
const variant = "goroutines"

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
}

// integer is one integer argument: its name, where it goes and its least accepted value (the JVM's own bounds).
type integer struct {
	name string
	to   *int
	min  int
}

// badInput names the parameter and what it accepts, on stderr, and exits 2 before any work.
func badInput(name, format string, args ...any) {
	fmt.Fprintf(os.Stderr, "ringside-go: %s: %s\n", name, fmt.Sprintf(format, args...))
	os.Exit(2)
}

func parse(args []string) *config {
	c := &config{}
	integers := []integer{
		{"parallelism", &c.parallelism, 1},
		{"warmupIterations", &c.warmupIterations, 0},
		{"iterations", &c.iterations, 1},
		{"iterationTime", &c.iterationTime, 1},
		{"opTimeout", &c.opTimeout, 1},
		{"workerCount", &c.workerCount, 2},
		{"ringSize", &c.ringSize, 1},
		{"pingPongCount", &c.pingPongCount, 1},
		{"fanOutWorkers", &c.fanOutWorkers, 1},
		{"fanOutMessages", &c.fanOutMessages, 1},
		{"contentionSenders", &c.contentionSenders, 1},
		{"contentionMessages", &c.contentionMessages, 1},
		{"spawnBranching", &c.spawnBranching, 2},
		{"spawnLeaves", &c.spawnLeaves, 1},
		{"footprintActors", &c.footprintActors, 1},
		{"latencyRate", &c.latencyRate, 1},
		{"latencyDuration", &c.latencyDuration, 1},
	}
	names := []string{"variant", "workload", "pacer"}
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
			if value != variant {
				badInput(name, "unknown '%s'; accepted: %s", value, variant)
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
		default:
			in := find(integers, name)
			if in == nil {
				badInput(name, "unknown parameter; accepted: %s", accepted)
			}
			// 32 bits, as the JVM's int parameters: fan-out's and contention's sums rely on it
			n, err := strconv.ParseInt(value, 10, 32)
			if err != nil || int(n) < in.min {
				badInput(name, "'%s' is not accepted; expected an integer >= %d (at most %d)", value, in.min, 1<<31-1)
			}
			*in.to = int(n)
		}
	}
	for _, name := range names {
		if !seen[name] {
			badInput(name, "missing; every run gives all of %s", accepted)
		}
	}
	if !isPower(c.spawnBranching, c.spawnLeaves) {
		b := int64(c.spawnBranching)
		badInput("spawnLeaves", "%d is not accepted; expected a power of spawnBranching (%d), such as %d, %d or %d",
			c.spawnLeaves, b, b, b*b, b*b*b)
	}
	return c
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
