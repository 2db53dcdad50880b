package main

import "sync"

// contentionReport is the receiver's tally once it has ended: per sender, the messages credited to it and their
// sum, and the totals. Each sender reports its own number when it has sent its share, so every sender ran.
type contentionReport struct {
	received int64
	sum      int64
	counts   []int64
	sums     []int64
	unknown  int64 // messages naming no sender of the op
}

// contention: contentionSenders sender goroutines each send their contiguous share of 1..contentionMessages to
// one receiver goroutine's buffered mailbox, sender and value in one int64; the receiver counts and sums per
// sender until it has every message.
func contention(c *config) {
	s := c.contentionSenders
	inbox := make(chan int64, mailboxCapacity)
	receiverReport := make(chan contentionReport, 1)
	senderReports := make(chan int, s)
	var ended sync.WaitGroup
	ended.Add(s + 1)
	go receiver(s, c.contentionMessages, inbox, receiverReport, &ended)
	for i := 0; i < s; i++ {
		go sender(i, contentionFirstValue(c, i), contentionShare(c, i), inbox, senderReports, &ended)
	}
	ended.Wait()
	close(receiverReport)
	close(senderReports)
	validateContention(c, receiverReport, senderReports)
}

// contentionShare is how many numbers sender s sends: an equal share, one more for the first n % senders.
func contentionShare(c *config, s int) int {
	share := c.contentionMessages / c.contentionSenders
	if s < c.contentionMessages%c.contentionSenders {
		share++
	}
	return share
}

// contentionFirstValue is the first number of sender s's range.
func contentionFirstValue(c *config, s int) int64 {
	base := c.contentionMessages / c.contentionSenders
	extra := c.contentionMessages % c.contentionSenders
	if s < extra {
		extra = s
	}
	return 1 + int64(s)*int64(base) + int64(extra)
}

func sender(me int, first int64, share int, inbox chan<- int64, reports chan<- int, ended *sync.WaitGroup) {
	defer ended.Done()
	end := first + int64(share)
	for v := first; v < end; v++ {
		if fault && me == 0 && v == first {
			inbox <- int64(me)<<32 | end // the fault build: sender 0 sends sender 1's first value once
			continue
		}
		inbox <- int64(me)<<32 | v
	}
	reports <- me
}

func receiver(senders, messages int, inbox <-chan int64, report chan<- contentionReport, ended *sync.WaitGroup) {
	defer ended.Done()
	r := contentionReport{counts: make([]int64, senders), sums: make([]int64, senders)}
	for ; r.received < int64(messages); r.received++ {
		m := <-inbox
		s, v := int(m>>32), m&0xFFFF_FFFF
		if s < 0 || s >= senders {
			r.unknown++
			continue
		}
		r.counts[s]++
		r.sums[s] += v
		r.sum += v
	}
	report <- r
}

func validateContention(c *config, receiver <-chan contentionReport, senders <-chan int) {
	n, s := int64(c.contentionMessages), c.contentionSenders
	r, ok := <-receiver
	if !ok {
		invalid(c, "the receiver ended without its report")
	}
	if r.received != n {
		invalid(c, "the receiver got %d messages, expected %d", r.received, n)
	}
	if r.unknown != 0 {
		invalid(c, "%d messages named no sender of the op, expected none", r.unknown)
	}
	for i := 0; i < s; i++ {
		count := int64(contentionShare(c, i))
		sum := count * (2*contentionFirstValue(c, i) + count - 1) / 2
		if r.counts[i] != count {
			invalid(c, "sender %d was credited with %d messages, expected %d", i, r.counts[i], count)
		}
		if r.sums[i] != sum { // right count, wrong values: misattributed messages
			invalid(c, "sender %d sent values summing to %d, expected %d", i, r.sums[i], sum)
		}
	}
	if want := n * (n + 1) / 2; r.sum != want {
		invalid(c, "the receiver's sum is %d, expected %d", r.sum, want)
	}
	reported := make([]bool, s)
	for i := range senders {
		if reported[i] {
			invalid(c, "sender %d reported twice", i)
		}
		reported[i] = true
	}
	for i, ok := range reported {
		if !ok {
			invalid(c, "sender %d ended without its report, expected all %d senders' reports", i, s)
		}
	}
}
