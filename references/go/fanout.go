package main

import (
	"math/big"
	"sync"
)

// fanOutWorkerReport is what a fan-out worker tells the op once it has ended: the numbers it transformed and their
// sum; fanOutCollectorReport the collector's values and their (wrapping) sum.
type fanOutWorkerReport struct {
	worker int
	count  int64
	sum    int64
}

type fanOutCollectorReport struct {
	collected int64
	sum       int64
}

// fanOut: a producer goroutine sends 1..fanOutMessages to fanOutWorkers worker goroutines, x to worker
// (x - 1) % workers, each through its buffered mailbox; each worker sends x * x to the collector's mailbox; the
// collector sums fanOutMessages values. The producer closes the workers' mailboxes when it has sent all.
func fanOut(c *config, expectedSum int64) {
	w := c.fanOutWorkers
	inboxes := make([]chan int64, w)
	for i := range inboxes {
		inboxes[i] = make(chan int64, mailboxCapacity)
	}
	collectorInbox := make(chan int64, mailboxCapacity)
	workerReports := make(chan fanOutWorkerReport, w)
	collectorReport := make(chan fanOutCollectorReport, 1)
	var ended sync.WaitGroup
	ended.Add(w + 2)
	go producer(c.fanOutMessages, inboxes, &ended)
	for i := 0; i < w; i++ {
		go fanOutWorker(i, inboxes[i], collectorInbox, workerReports, &ended)
	}
	go collector(c.fanOutMessages, collectorInbox, collectorReport, &ended)
	ended.Wait()
	close(workerReports)
	close(collectorReport)
	validateFanOut(c, expectedSum, workerReports, collectorReport)
}

func producer(messages int, inboxes []chan int64, ended *sync.WaitGroup) {
	defer ended.Done()
	w := int64(len(inboxes))
	for x := int64(1); x <= int64(messages); x++ {
		inboxes[(x-1)%w] <- x
	}
	for _, in := range inboxes {
		close(in)
	}
}

func fanOutWorker(me int, in <-chan int64, out chan<- int64, reports chan<- fanOutWorkerReport,
	ended *sync.WaitGroup) {
	defer ended.Done()
	r := fanOutWorkerReport{worker: me}
	for x := range in {
		r.count++
		r.sum += x
		y := x * x
		if fault && x == 1 {
			y++ // the fault build: one number transformed wrong
		}
		out <- y
	}
	reports <- r
}

func collector(messages int, in <-chan int64, report chan<- fanOutCollectorReport, ended *sync.WaitGroup) {
	defer ended.Done()
	r := fanOutCollectorReport{}
	for ; r.collected < int64(messages); r.collected++ {
		r.sum += <-in // wraps at 64 bits, as the JVM's long sum
	}
	report <- r
}

// fanOutExpectedSum is 1^2 + ... + n^2 = n(n+1)(2n+1)/6, reduced to 64 bits as the collector's wrapping sum is.
func fanOutExpectedSum(messages int) int64 {
	n := big.NewInt(int64(messages))
	s := new(big.Int).Mul(n, new(big.Int).Add(n, big.NewInt(1)))
	s.Mul(s, new(big.Int).Add(new(big.Int).Lsh(n, 1), big.NewInt(1)))
	s.Div(s, big.NewInt(6))
	return int64(s.Uint64()) // the low 64 bits (s >= 0)
}

func validateFanOut(c *config, expectedSum int64, workers <-chan fanOutWorkerReport,
	collector <-chan fanOutCollectorReport) {
	w, n := c.fanOutWorkers, c.fanOutMessages
	r, ok := <-collector
	if !ok {
		invalid(c, "the collector ended without its report")
	}
	if r.collected != int64(n) {
		invalid(c, "collector received %d values, expected %d", r.collected, n)
	}
	reports := make([]*fanOutWorkerReport, w)
	for wr := range workers {
		wr := wr
		if reports[wr.worker] != nil {
			invalid(c, "worker %d reported twice", wr.worker)
		}
		reports[wr.worker] = &wr
	}
	for i, wr := range reports {
		if wr == nil {
			invalid(c, "worker %d ended without its report, expected all %d workers' reports", i, w)
		}
		count := int64(0) // worker i receives x = i+1, i+1+w, ... up to n
		if i < n {
			count = int64((n-1-i)/w + 1)
		}
		sum := count*int64(i+1) + int64(w)*(count-1)*count/2
		if wr.count != count {
			invalid(c, "worker %d transformed %d numbers, expected %d", i, wr.count, count)
		}
		if wr.sum != sum { // right count, wrong numbers: a misrouted message
			invalid(c, "worker %d received numbers summing to %d, expected %d", i, wr.sum, sum)
		}
	}
	if r.sum != expectedSum {
		invalid(c, "collector's sum is %d, expected %d", r.sum, expectedSum)
	}
}
