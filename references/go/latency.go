package main

import (
	"fmt"
	"math/bits"
	"runtime"
	"sort"
	"sync/atomic"
	"time"
)

// The pacer's first request is due this long after its start, and the precise pacer spins this long before each
// request (the JVM's Pacer: LEAD_NANOS, SPIN_NANOS).
const (
	leadNanos = 1_000_000
	spinNanos = 150_000
)

// epoch is the program's origin for monotonic nanoseconds (time.Since reads the monotonic clock).
var epoch = time.Now()

func nanos() int64 {
	return time.Since(epoch).Nanoseconds()
}

// latency runs one op per iteration (as the JVM's single-shot latency benchmark; the runner gives its ops per fork)
// and prints the op's figures: every latency in nanoseconds, the achieved rate in requests per second.
func latency(c *config) {
	for i := 1; i <= c.warmupIterations+c.iterations; i++ {
		start := nanos()
		r := latencyOp(c)
		fmt.Printf("%s requests=%d ns=%d %s\n", phase(c, i), r.answered, nanos()-start, r.figures())
	}
}

// latencyOp: latencyRate x latencyDuration requests, numbered from 0, sent open loop by this goroutine (the pacer)
// to one server goroutine, request i at its intended time i/latencyRate s after the start whether or not earlier
// replies have come; the server answers each with its id to a receiver goroutine, which records each reply's
// arrival. Both mailboxes are buffered channels that hold every request of the op, so a send never waits (the open
// loop holds) and the server is never refused one.
func latencyOp(c *config) latencyResult {
	n := c.latencyRate * c.latencyDuration
	requests := make(chan int, n)
	replies := make(chan int, n)
	rec := newRecorder(c, n)
	allReplied := make(chan struct{})
	received := make(chan struct{})
	go func() { // the server
		for id := range requests {
			replies <- serverAnswer(id)
		}
		close(replies)
	}()
	go func() { // the receiver
		for id := range replies {
			if rec.replied(id) == int64(n) {
				close(allReplied)
			}
		}
		close(received)
	}()
	start := nanos() + leadNanos
	rec.start = start
	for id := 0; id < n; id++ {
		rec.sentAt[id] = await(c.pacer, start+offsetNanos(c, id))
		atomic.StoreInt64(&rec.sent, int64(id+1))
		requests <- id
	}
	// every wait after the pacing is bounded by opTimeout: a lost reply ends the process
	timer := time.AfterFunc(time.Duration(c.opTimeout)*time.Second, func() {
		invalid(c, "op timed out after %d s: %d of %d replies came", c.opTimeout, atomic.LoadInt64(&rec.total), n)
	})
	<-allReplied
	close(requests) // the stop: the server drains, then the receiver, so a late repeated reply still counts
	<-received
	timer.Stop()
	return rec.result(c)
}

// serverAnswer is the server's reply to a request: its id (in the fault build, request 1's id for request 0).
func serverAnswer(id int) int {
	if fault && id == 0 {
		return 1
	}
	return id
}

// offsetNanos is when request id is due after the start, exact as the JVM's LatencyWorkload.intendedOffsetNanos.
func offsetNanos(c *config, id int) int64 {
	return int64(id) * 1_000_000_000 / int64(c.latencyRate)
}

// await waits until due (nanos' clock) or later, and returns the reading that ended the wait. parking sleeps
// (time.Sleep) until due; precise sleeps until spinNanos before it, then spins, yielding the goroutine's scheduler
// at each turn so the server still runs there (the pacer is one of GOMAXPROCS's goroutines, not a thread of its own).
func await(pacer string, due int64) int64 {
	now := nanos()
	spin := int64(0)
	if pacer == "precise" {
		spin = spinNanos
	}
	for now < due-spin {
		time.Sleep(time.Duration(due - spin - now))
		now = nanos()
	}
	for now < due {
		runtime.Gosched()
		now = nanos()
	}
	return now
}

// recorder keeps one op's replies as the JVM's LatencyRecorder does: per id its count and first arrival, replies to
// ids not yet sent (strays), and per request the pacer's actual send time.
type recorder struct {
	start     int64
	sent      int64 // requests sent so far, stored by the pacer before each send
	total     int64 // replies received, ids of any value
	strays    int64
	replies   []int32
	repliedAt []int64
	sentAt    []int64
}

func newRecorder(c *config, n int) *recorder {
	return &recorder{replies: make([]int32, n), repliedAt: make([]int64, n), sentAt: make([]int64, n)}
}

// replied records one reply on the receiver's goroutine and returns the replies received so far.
func (r *recorder) replied(id int) int64 {
	now := nanos()
	if id < 0 || int64(id) >= atomic.LoadInt64(&r.sent) {
		r.strays++
	} else {
		if r.replies[id] == 0 {
			r.repliedAt[id] = now
		}
		r.replies[id]++
	}
	return atomic.AddInt64(&r.total, 1)
}

// latencyResult is one op's figures, each a value as the JVM's HdrHistogram (3 significant digits) reports it.
type latencyResult struct {
	answered                 int
	percentiles              []int64 // p50, p90, p99, p99.9, max; ns
	achieved                 float64 // replies per second
	latenessP50, latenessP99 int64   // ns
}

// perMille are the percentiles the JVM records (p50, p90, p99, p99.9), in thousandths.
var perMille = []int64{500, 900, 990, 999}

func (l latencyResult) figures() string {
	return fmt.Sprintf("p50=%d p90=%d p99=%d p99.9=%d max=%d achieved=%.6f lateness.p50=%d lateness.p99=%d",
		l.percentiles[0], l.percentiles[1], l.percentiles[2], l.percentiles[3], l.percentiles[4], l.achieved,
		l.latenessP50, l.latenessP99)
}

// result validates the op (every request answered exactly once with its own id, no stray) and computes its
// figures: latency from each request's intended send time (not below zero), lateness of each send, and the rate.
func (r *recorder) result(c *config) latencyResult {
	n := len(r.replies)
	var latencies []int64
	answered, duplicated, firstUnanswered := 0, int64(0), -1
	lastReply := r.start
	for id := 0; id < n; id++ {
		if r.replies[id] == 0 {
			if firstUnanswered < 0 {
				firstUnanswered = id
			}
			continue
		}
		answered++
		duplicated += int64(r.replies[id] - 1)
		latencies = append(latencies, max64(0, r.repliedAt[id]-r.start-offsetNanos(c, id)))
		lastReply = max64(lastReply, r.repliedAt[id])
	}
	if answered != n || duplicated != 0 || r.strays != 0 {
		invalid(c, "%d of %d requests were answered (first unanswered id %d), %d replies repeated an answered id"+
			" and %d carried an id that was never sent (or not yet); expected every request answered exactly once"+
			" with its own id", answered, n, firstUnanswered, duplicated, r.strays)
	}
	lateness := make([]int64, n)
	for id := range lateness {
		lateness[id] = r.sentAt[id] - r.start - offsetNanos(c, id)
	}
	sortValues(latencies)
	sortValues(lateness)
	out := latencyResult{answered: answered}
	for _, pm := range perMille {
		out.percentiles = append(out.percentiles, atPerMille(latencies, pm))
	}
	out.percentiles = append(out.percentiles, highestEquivalent(latencies[len(latencies)-1]))
	// n requests fill n slots of 1/rate: a server that keeps up achieves the offered rate
	out.achieved = float64(answered) / (float64(lastReply-r.start)/1e9 + 1/float64(c.latencyRate))
	out.latenessP50 = atPerMille(lateness, 500)
	out.latenessP99 = atPerMille(lateness, 990)
	return out
}

func sortValues(v []int64) {
	sort.Slice(v, func(i, j int) bool { return v[i] < v[j] })
}

// atPerMille is HdrHistogram's getValueAtPercentile over sorted values: the value of rank ceil(pm/1000 x n) (at
// least 1), as its bucket's highest equivalent value.
func atPerMille(sorted []int64, pm int64) int64 {
	n := int64(len(sorted))
	rank := (pm*n + 999) / 1000
	if rank < 1 {
		rank = 1
	}
	return highestEquivalent(sorted[rank-1])
}

// highestEquivalent is the highest value HdrHistogram (3 significant digits, lowest value 1) counts as equal to v:
// below 2048 each value is its own; above, buckets of 2^(bit length - 11) values.
func highestEquivalent(v int64) int64 {
	if v <= 0 {
		return 0
	}
	shift := bits.Len64(uint64(v)) - 11
	if shift <= 0 {
		return v
	}
	return (v>>shift)<<shift + (1 << shift) - 1
}

func max64(a, b int64) int64 {
	if a > b {
		return a
	}
	return b
}
