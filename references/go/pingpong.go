package main

import (
	"fmt"
	"sync"
)

// pingPongReport is what each party tells the op once it has ended: the messages it received and the ones out of
// sequence (the first named).
type pingPongReport struct {
	pinger     bool
	received   int64
	violations int64
	first      string
}

func (r *pingPongReport) violation(text string) {
	if r.violations == 0 {
		r.first = text
	}
	r.violations++
}

// pingPong: a pinger and a ponger goroutine on two unbuffered channels, so every message is a rendezvous. The
// pinger sends ping 1..pingPongCount and waits for each pong before the next; the ponger answers each with its
// number; the pinger closes the pings channel at the end.
func pingPong(c *config) {
	pings, pongs := make(chan int), make(chan int)
	reports := make(chan pingPongReport, 2)
	var ended sync.WaitGroup
	ended.Add(2)
	// the pinger is party 0, the ponger 1; each receives pingPongCount messages
	depth := newDepthWitness(c.stackDepth, 2, func(int) int64 { return int64(c.pingPongCount) })
	go pinger(c.pingPongCount, pings, pongs, reports, &ended, c.stackDepth, depth)
	go ponger(pings, pongs, reports, &ended, c.stackDepth, depth)
	ended.Wait()
	close(reports)
	validatePingPong(c, reports)
	depth.check(c, "party (0 the pinger, 1 the ponger)")
}

// receive takes the next message, frames calls deep (receiveAt); at depth 0 a plain receive, today's path.
func receive(in <-chan int, frames int, depth *depthWitness, me int) (int, bool) {
	if frames == 0 {
		v, ok := <-in
		return v, ok
	}
	return receiveAt(in, frames, depth, me)
}

func pinger(count int, pings chan<- int, pongs <-chan int, reports chan<- pingPongReport, ended *sync.WaitGroup,
	frames int, depth *depthWitness) {
	defer ended.Done()
	r := pingPongReport{pinger: true}
	for seq := 1; seq <= count; seq++ {
		pings <- seq
		pong, _ := receive(pongs, frames, depth, 0)
		if pong != seq {
			r.violation(fmt.Sprintf("pong %d arrived after ping %d was sent", pong, seq))
		}
		r.received++
		if fault && seq == 1 {
			r.received++ // the fault build: one pong counted twice
		}
	}
	close(pings)
	reports <- r
}

func ponger(pings <-chan int, pongs chan<- int, reports chan<- pingPongReport, ended *sync.WaitGroup, frames int,
	depth *depthWitness) {
	defer ended.Done()
	r := pingPongReport{}
	for {
		seq, open := receive(pings, frames, depth, 1)
		if !open {
			break
		}
		if int64(seq) != r.received+1 {
			r.violation(fmt.Sprintf("ping %d arrived when ping %d was due", seq, r.received+1))
		}
		r.received++
		pongs <- seq
	}
	reports <- r
}

func validatePingPong(c *config, reports <-chan pingPongReport) {
	var pinger, ponger *pingPongReport
	for r := range reports {
		r := r
		if r.pinger {
			pinger = &r
		} else {
			ponger = &r
		}
	}
	if pinger == nil || ponger == nil {
		invalid(c, "the pinger reported %t and the ponger %t, expected both", pinger != nil, ponger != nil)
	}
	n := int64(c.pingPongCount)
	if ponger.received != n || pinger.received != n {
		invalid(c, "ponger received %d pings and pinger %d pongs, expected %d each", ponger.received,
			pinger.received, n)
	}
	if v := pinger.violations + ponger.violations; v != 0 {
		first := ponger.first
		if first == "" {
			first = pinger.first
		} else if pinger.first != "" {
			first = "ponger: " + ponger.first + "; pinger: " + pinger.first
		}
		invalid(c, "%d messages out of sequence, the first: %s", v, first)
	}
}
