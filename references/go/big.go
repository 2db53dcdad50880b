package main

import (
	"fmt"
	"sync"
	"sync/atomic"
)

// bigStop ends every big actor once the last has all its pongs; a ping is its id (>= 0), a pong -(id + 1).
const bigStop = -1 << 63

// bigPeer is BigWorkload.peer: the actor that actor a sends its k-th ping to, never itself, from a splitmix64 hash
// of (a, k) in unsigned 64-bit arithmetic.
func bigPeer(actors, a, k int) int {
	z := (uint64(a)<<32 | uint64(k)) + 0x9E3779B97F4A7C15
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9
	z = (z ^ (z >> 27)) * 0x94D049BB133111EB
	z = z ^ (z >> 31)
	return (a + 1 + int(z%uint64(actors-1))) % actors
}

// bigPeerCheck is BigWorkload.peerCheck over bigPeer: the runner gives the JVM's, and they must agree.
func bigPeerCheck(c *config) uint64 {
	sum := uint64(0)
	for a := 0; a < c.bigActors; a++ {
		for k := 0; k < c.bigPings; k++ {
			sum += uint64(bigPeer(c.bigActors, a, k)) * uint64(a*c.bigPings+k+1)
		}
	}
	return sum
}

// bigExpected: per actor, the pings it receives and the sum of their ids, from every actor's sequence.
type bigExpected struct {
	pings []int64
	sums  []int64
}

// newBigExpected checks this program's peer sequence against the JVM's before any op, then counts what each
// actor receives.
func newBigExpected(c *config) *bigExpected {
	if got := bigPeerCheck(c); got != c.bigPeerCheck {
		invalid(c, "the peer sequence differs from the JVM's (peer check %d, the JVM's %d)", got, c.bigPeerCheck)
	}
	e := &bigExpected{pings: make([]int64, c.bigActors), sums: make([]int64, c.bigActors)}
	for a := 0; a < c.bigActors; a++ {
		for k := 0; k < c.bigPings; k++ {
			to := bigPeer(c.bigActors, a, k)
			e.pings[to]++
			e.sums[to] += int64(a*c.bigPings + k)
		}
	}
	return e
}

// bigReport is what an actor tells the op once stopped: pings received and their ids' sum, pongs received, and
// pings or pongs out of sequence (the first named).
type bigReport struct {
	actor      int
	pings      int64
	sum        int64
	pongs      int64
	violations int64
	first      string
}

func (r *bigReport) violation(text string) {
	if r.violations == 0 {
		r.first = text
	}
	r.violations++
}

// bigOp: bigActors goroutines, each with a buffered channel as its mailbox, of capacity bigActors: an actor has at
// most one ping from each other actor and one pong waiting, so no send ever blocks. Each sends its k-th ping to
// bigPeer(a, k) once the pong for its (k-1)-th has come, and answers every ping with a pong; the last actor to have
// all its pongs stops them all.
func bigOp(c *config, e *bigExpected) {
	n := c.bigActors
	mailboxes := make([]chan int64, n)
	for i := range mailboxes {
		mailboxes[i] = make(chan int64, n)
	}
	// pongs[a]: actor a's pongs so far, written by a only; a ping's receiver reads its sender's, which cannot change
	// before the pong it is about to send (the channel orders the read after the sender's write)
	pongs := make([]int64, n)
	reports := make(chan bigReport, n)
	var finished atomic.Int64
	var ended sync.WaitGroup
	ended.Add(n)
	for a := 0; a < n; a++ {
		go bigActor(c, a, mailboxes, pongs, &finished, reports, &ended)
	}
	ended.Wait()
	close(reports)
	validateBig(c, e, reports)
}

func bigActor(c *config, me int, mailboxes []chan int64, pongs []int64, finished *atomic.Int64,
	reports chan<- bigReport, ended *sync.WaitGroup) {
	defer ended.Done()
	n, p := c.bigActors, c.bigPings
	r := bigReport{actor: me}
	send := func(k int) {
		to := bigPeer(n, me, k)
		if fault && me == 0 && k == 1 {
			to = (to + 1) % n // the fault build: actor 0's second ping goes to the actor after its peer
			if to == me {
				to = (to + 1) % n
			}
		}
		mailboxes[to] <- int64(me*p + k)
	}
	send(0)
	for m := range mailboxes[me] {
		if m == bigStop {
			break
		}
		if m >= 0 {
			r.pings++
			r.sum += m
			sender, k := int(m)/p, m%int64(p)
			if had := pongs[sender]; had != k {
				r.violation(fmt.Sprintf("actor %d's ping %d came when it had %d pongs", sender, k, had))
			}
			mailboxes[sender] <- -(m + 1)
			continue
		}
		id := -m - 1
		if due := int64(me*p) + pongs[me]; id != due {
			r.violation(fmt.Sprintf("actor %d got the pong for ping %d when %d was due", me, id, due))
		}
		pongs[me]++
		r.pongs++
		if r.pongs < int64(p) {
			send(int(r.pongs))
		} else if finished.Add(1) == int64(n) {
			for _, box := range mailboxes {
				box <- bigStop
			}
		}
	}
	reports <- r
}

func validateBig(c *config, e *bigExpected, reports <-chan bigReport) {
	got := make([]*bigReport, c.bigActors)
	for r := range reports {
		r := r
		got[r.actor] = &r
	}
	for a, r := range got {
		if r == nil {
			invalid(c, "actor %d ended without its report", a)
		}
		if r.pongs != int64(c.bigPings) {
			invalid(c, "actor %d got %d pongs, expected %d", a, r.pongs, c.bigPings)
		}
		if r.pings != e.pings[a] || r.sum != e.sums[a] {
			invalid(c, "actor %d received %d pings with ids summing to %d, expected %d summing to %d (from every"+
				" actor's peer sequence)", a, r.pings, r.sum, e.pings[a], e.sums[a])
		}
		if r.violations != 0 {
			invalid(c, "%d pings or pongs were out of sequence at actor %d, the first: %s", r.violations, a, r.first)
		}
	}
}
