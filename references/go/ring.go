package main

import "sync"

// ringReport is what a ring worker tells the op once it has ended: how many messages it received, and whether it
// received 0 (and so ended the op).
type ringReport struct {
	worker   int
	received int64
	gotZero  bool
}

// ring: workerCount goroutines in a circle, each with its own buffered mailbox. The token ringSize goes to worker
// 0; a worker that receives v > 0 sends v - 1 to the next; the one that receives 0 closes the others' mailboxes.
func ring(c *config) {
	n := c.workerCount
	mailboxes := make([]chan int, n)
	for i := range mailboxes {
		mailboxes[i] = make(chan int, mailboxCapacity)
	}
	reports := make(chan ringReport, n)
	var ended sync.WaitGroup
	ended.Add(n)
	depth := newDepthWitness(c.stackDepth, n, func(i int) int64 { return ringReceives(c, i) })
	for i := 0; i < n; i++ {
		go ringWorker(i, mailboxes, reports, &ended, c.stackDepth, depth)
	}
	mailboxes[0] <- c.ringSize
	ended.Wait()
	close(reports)
	validateRing(c, reports)
	depth.check(c, "worker")
}

// ringReceives is how many messages worker i receives: the v in [0, ringSize] with (ringSize - v) % n == i.
func ringReceives(c *config, i int) int64 {
	if i > c.ringSize {
		return 0
	}
	return int64((c.ringSize-i)/c.workerCount + 1)
}

// ringWorker receives each message frames calls deep (receive); at depth 0 a plain receive.
func ringWorker(me int, mailboxes []chan int, reports chan<- ringReport, ended *sync.WaitGroup, frames int,
	depth *depthWitness) {
	defer ended.Done()
	in, next := mailboxes[me], mailboxes[(me+1)%len(mailboxes)]
	r := ringReport{worker: me}
	for {
		v, open := receive(in, frames, depth, me)
		if !open {
			break
		}
		r.received++
		if v == 0 {
			r.gotZero = true
			for _, m := range mailboxes {
				if m != in { // only the token's holder sends, so closing the others' mailboxes is safe
					close(m)
				}
			}
			break
		}
		if fault && me == 0 && r.received == 1 && v >= 2 {
			v-- // the fault build: the token skips a hop, once
		}
		next <- v - 1
	}
	reports <- r
}

func validateRing(c *config, reports <-chan ringReport) {
	n, size := c.workerCount, c.ringSize
	counts := make([]int64, n)
	reported := make([]bool, n)
	endedBy := -1
	for r := range reports {
		if reported[r.worker] {
			invalid(c, "worker %d reported twice", r.worker)
		}
		reported[r.worker] = true
		counts[r.worker] = r.received
		if r.gotZero {
			if endedBy >= 0 {
				invalid(c, "workers %d and %d both received 0, expected worker %d only", endedBy, r.worker, size%n)
			}
			endedBy = r.worker
		}
	}
	for i, ok := range reported {
		if !ok {
			invalid(c, "worker %d ended without its report, expected all %d workers' reports", i, n)
		}
	}
	if endedBy != size%n {
		invalid(c, "worker %d received 0, expected worker %d", endedBy, size%n)
	}
	total := int64(0)
	for i, got := range counts {
		if want := ringReceives(c, i); got != want {
			invalid(c, "worker %d received %d messages, expected %d", i, got, ringReceives(c, i))
		}
		total += got
	}
	if total != int64(size)+1 {
		invalid(c, "%d receives in all, expected %d", total, int64(size)+1)
	}
}
