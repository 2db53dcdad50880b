package main

import (
	"fmt"
	"sync"
)

// selectReport is the collector's tally once it has every message: per source, the count, the sum and the first
// number out of the source's order.
type selectReport struct {
	received   int64
	counts     []int64
	sums       []int64
	outOfOrder int64
	first      string
	unknown    int64 // messages naming no source of the op
}

// selectOp: selectSources source goroutines each send 1..selectMessages, in order, on a channel of their own; one
// collector receives from all of them at once. Go's select statement names its channels in the source code, so it
// cannot take a number of channels chosen at run time; for N channels Go programmers merge them (the Go blog's
// fan-in): one forwarding goroutine per source channel into the collector's channel (README.md says so).
func selectOp(c *config) {
	s := c.selectSources
	sources := make([]chan int64, s)
	for i := range sources {
		sources[i] = make(chan int64, mailboxCapacity)
	}
	merged := make(chan int64, mailboxCapacity)
	report := make(chan selectReport, 1)
	var ended, forwarding sync.WaitGroup
	ended.Add(2*s + 1)
	forwarding.Add(s)
	go selectCollector(c, merged, report, &ended)
	for i := 0; i < s; i++ {
		go forward(sources[i], merged, &ended, &forwarding)
		go source(i, c.selectMessages, sources[i], &ended)
	}
	go func() { // the merged channel closes once every source's channel is drained
		forwarding.Wait()
		close(merged)
	}()
	ended.Wait()
	validateSelect(c, <-report)
}

func source(me, messages int, out chan<- int64, ended *sync.WaitGroup) {
	defer ended.Done()
	for n := 1; n <= messages; n++ {
		v := int64(n)
		if fault && me == 0 && n <= 2 && messages >= 2 {
			v = int64(3 - n) // the fault build: source 0 sends its 2 before its 1
		}
		out <- int64(me)<<32 | v
	}
	close(out)
}

// forward copies one source's channel into the merged one, in order, until the source closes it.
func forward(in <-chan int64, out chan<- int64, ended, forwarding *sync.WaitGroup) {
	defer ended.Done()
	defer forwarding.Done()
	for m := range in {
		out <- m
	}
}

func selectCollector(c *config, in <-chan int64, report chan<- selectReport, ended *sync.WaitGroup) {
	defer ended.Done()
	s := c.selectSources
	r := selectReport{counts: make([]int64, s), sums: make([]int64, s)}
	last := make([]int64, s)
	for m := range in {
		r.received++
		source, n := int(m>>32), m&0xFFFF_FFFF
		if source < 0 || source >= s {
			r.unknown++
			continue
		}
		if n != last[source]+1 && r.outOfOrder == 0 {
			r.first = fmt.Sprintf("source %d's %d came after its %d", source, n, last[source])
		}
		if n != last[source]+1 {
			r.outOfOrder++
		}
		last[source] = n
		r.counts[source]++
		r.sums[source] += n
	}
	report <- r
}

func validateSelect(c *config, r selectReport) {
	m := int64(c.selectMessages)
	if want := int64(c.selectSources) * m; r.received != want {
		invalid(c, "the collector got %d messages, expected %d", r.received, want)
	}
	if r.unknown != 0 {
		invalid(c, "%d messages named no source of the op, expected none", r.unknown)
	}
	sum := m * (m + 1) / 2
	for i := range r.counts {
		if r.counts[i] != m || r.sums[i] != sum {
			invalid(c, "source %d was credited with %d messages summing to %d, expected %d summing to %d", i,
				r.counts[i], r.sums[i], m, sum)
		}
	}
	if r.outOfOrder != 0 {
		invalid(c, "%d messages came out of their source's order, the first: %s", r.outOfOrder, r.first)
	}
}
