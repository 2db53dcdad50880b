package main

import (
	"fmt"
	"math"
	"sort"
	"strings"
	"time"
)

// result is a whole run, as its one output line says it.
type result struct {
	requests  int64
	errors    [errorKinds]int64
	seconds   float64
	rate      float64
	latencies []int64 // sorted
	lateness  []int64 // sorted
}

func summarize(cfg *config, tallies []tally, elapsed time.Duration) *result {
	r := &result{seconds: elapsed.Seconds(), rate: cfg.rate}
	for i := range tallies {
		r.requests += tallies[i].requests
		for k := range r.errors {
			r.errors[k] += tallies[i].errors[k]
		}
		r.latencies = append(r.latencies, tallies[i].latencies...)
		r.lateness = append(r.lateness, tallies[i].lateness...)
	}
	sort.Slice(r.latencies, func(a, b int) bool { return r.latencies[a] < r.latencies[b] })
	sort.Slice(r.lateness, func(a, b int) bool { return r.lateness[a] < r.lateness[b] })
	return r
}

// percentile is the nearest-rank percentile of sorted values: the smallest value at or above p per cent of them;
// 0 when there are none.
func percentile(sorted []int64, p float64) int64 {
	if len(sorted) == 0 {
		return 0
	}
	rank := int(math.Ceil(p / 100 * float64(len(sorted))))
	if rank < 1 {
		rank = 1
	}
	return sorted[rank-1]
}

func (r *result) errorCount() int64 {
	var n int64
	for _, e := range r.errors {
		n += e
	}
	return n
}

// line is the one line the Java side reads: name=value pairs, times in ns, rps per second, rate 0 for closed loop.
func (r *result) line() string {
	var b strings.Builder
	fmt.Fprintf(&b, "http-load requests=%d errors=%d", r.requests, r.errorCount())
	for k, name := range errorNames {
		fmt.Fprintf(&b, " %s=%d", name, r.errors[k])
	}
	rps := 0.0
	if r.seconds > 0 {
		rps = float64(r.requests) / r.seconds
	}
	fmt.Fprintf(&b, " seconds=%.6f rps=%.1f rate=%.1f", r.seconds, rps, r.rate)
	for _, p := range []struct {
		name string
		at   float64
	}{{"p50", 50}, {"p90", 90}, {"p99", 99}, {"p99.9", 99.9}, {"max", 100}} {
		fmt.Fprintf(&b, " %s=%d", p.name, percentile(r.latencies, p.at))
	}
	fmt.Fprintf(&b, " late.p50=%d late.p99=%d", percentile(r.lateness, 50), percentile(r.lateness, 99))
	return b.String()
}
