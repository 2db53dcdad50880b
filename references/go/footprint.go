package main

import (
	"fmt"
	"runtime"
	"runtime/debug"
	"sync"
	"time"
)

// footprintReport is an actor's answer to its stop: its number and the message it received.
type footprintReport struct {
	actor   int
	message int
}

// footprint runs one op per iteration (as the JVM's single-shot footprint benchmark) and prints the memory the
// idle actors added, measured against the lowest reading taken before any op's actors in this process, and the
// op's time (its readings and collections included, as the JVM's).
func footprint(c *config) {
	lowest := int64(-1)
	for i := 1; i <= c.warmupIterations+c.iterations; i++ {
		var bytes int64
		start := time.Now()
		timed(c, func() { bytes = footprintOp(c, &lowest) })
		fmt.Printf("%s actors=%d bytes=%d ns=%d\n", phase(c, i), c.footprintActors, bytes,
			time.Since(start).Nanoseconds())
	}
}

// footprintOp: footprintActors goroutines, each blocked on its own mailbox (a channel of capacity 1: it receives
// one message). Once all have started, the process is measured; then each is sent its own number, answers, and
// ends. The op's own bookkeeping (the mailboxes' slice, the answers' channel) is made before the first reading.
func footprintOp(c *config, lowest *int64) int64 {
	n := c.footprintActors
	mailboxes := make([]chan int, n)
	answers := make(chan footprintReport, n)
	before := settledMemory()
	if *lowest < 0 || before < *lowest {
		// the runtime keeps a goroutine's descriptor once made and reuses it: the lowest baseline counts it once
		*lowest = before
	}
	var started, ended sync.WaitGroup
	started.Add(n)
	ended.Add(n)
	for i := range mailboxes {
		mailboxes[i] = make(chan int, 1)
		go footprintActor(i, mailboxes[i], answers, &started, &ended)
	}
	started.Wait()
	with := settledMemory()
	for i, m := range mailboxes {
		m <- i
	}
	ended.Wait()
	close(answers)
	validateFootprint(c, answers)
	return with - *lowest
}

func footprintActor(me int, in <-chan int, answers chan<- footprintReport, started, ended *sync.WaitGroup) {
	defer ended.Done()
	started.Done()
	m := <-in
	if fault && me == 0 {
		return // the fault build: one actor does not answer its stop
	}
	answers <- footprintReport{actor: me, message: m}
}

// settledMemory is what the process holds from the OS (Sys minus HeapReleased) after a full collection that also
// returns free memory to the OS, so freed garbage of earlier ops is not counted.
func settledMemory() int64 {
	debug.FreeOSMemory()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return int64(m.Sys - m.HeapReleased)
}

func validateFootprint(c *config, answers <-chan footprintReport) {
	n := int64(c.footprintActors)
	var received, misdelivered, sum int64
	for a := range answers {
		received++
		if a.message != a.actor {
			misdelivered++
		}
		sum += int64(a.message)
	}
	if received != n || misdelivered != 0 {
		invalid(c, "%d actors answered their stop, %d of them with another actor's message; expected each of the"+
			" %d to answer with its own", received, misdelivered, n)
	}
	if want := n * (n - 1) / 2; sum != want {
		invalid(c, "the received indices sum to %d, expected %d", sum, want)
	}
}
