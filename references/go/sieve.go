package main

import (
	"sort"
	"sync"
)

// sieveEnd follows the last number down the pipeline (SieveWorkload.END): not a number to sieve.
const sieveEnd = 0

// sieveReport is what a filter tells the op on the end of the numbers: its prime, the numbers it received (the end
// not counted) and how many of them it dropped.
type sieveReport struct {
	prime    int
	received int64
	dropped  int64
}

// sieveExpected: the primes below the limit and, per prime's filter, the numbers it receives and drops, from the
// smallest prime factor of each number (SieveWorkload's definition). Computed once per process.
type sieveExpected struct {
	primes   []int
	received map[int]int64
	dropped  map[int]int64
	sum      int64
}

func newSieveExpected(limit int) *sieveExpected {
	smallest := make([]int, limit)
	for n := 2; n < limit; n++ {
		if smallest[n] == 0 {
			for m := n; m < limit; m += n {
				if smallest[m] == 0 {
					smallest[m] = n
				}
			}
		}
	}
	withFactor := make([]int64, limit) // numbers 3..limit-1 by their smallest prime factor
	for n := 3; n < limit; n++ {
		withFactor[smallest[n]]++
	}
	e := &sieveExpected{received: map[int]int64{}, dropped: map[int]int64{}}
	for n := 2; n < limit; n++ {
		if smallest[n] == n {
			e.primes = append(e.primes, n)
			e.sum += int64(n)
		}
	}
	// filter p receives the n in [3, limit), n != p, whose smallest factor is at least p, and drops those whose
	// smallest factor is p; the generator sends every prime from 3, the op makes the filter for 2
	atLeast := int64(0)
	for i := len(e.primes) - 1; i >= 0; i-- {
		p := e.primes[i]
		atLeast += withFactor[p]
		self := int64(0)
		if p >= 3 {
			self = 1
		}
		e.received[p] = atLeast - self
		e.dropped[p] = withFactor[p] - self
	}
	return e
}

// sieve: a generator goroutine sends 3..sieveLimit-1 and then the end to the filter for 2. Each filter is a
// goroutine holding one prime, with a buffered channel as its mailbox: it drops its prime's multiples and forwards
// the rest; at the tail it starts the filter for the number it got, a new prime. The end travels down; each
// filter reports on it, and the tail's report is the last.
func sieve(c *config, e *sieveExpected) {
	// at most one filter per number below the limit, so no report ever waits
	reports := make(chan sieveReport, c.sieveLimit)
	var ended sync.WaitGroup
	first := make(chan int, mailboxCapacity)
	ended.Add(2)
	go filter(2, first, reports, &ended)
	go generator(c.sieveLimit, first, &ended)
	ended.Wait()
	close(reports)
	validateSieve(c, e, reports)
}

func generator(limit int, out chan<- int, ended *sync.WaitGroup) {
	defer ended.Done()
	for n := 3; n < limit; n++ {
		out <- n
	}
	out <- sieveEnd
}

// filter: its creator counted it in ended before starting it, so the op cannot end before it has.
func filter(prime int, in <-chan int, reports chan<- sieveReport, ended *sync.WaitGroup) {
	defer ended.Done()
	r := sieveReport{prime: prime}
	var next chan int
	for n := range in {
		if n == sieveEnd {
			break
		}
		r.received++
		switch {
		case n%prime == 0:
			r.dropped++
		case fault && prime == 2 && n == 3:
			// the fault build: the filter for 2 loses the number 3
		case next != nil:
			next <- n
		default:
			next = make(chan int, mailboxCapacity)
			ended.Add(1)
			go filter(n, next, reports, ended)
		}
	}
	reports <- r
	if next != nil {
		next <- sieveEnd
	}
}

func validateSieve(c *config, e *sieveExpected, reports <-chan sieveReport) {
	var found []sieveReport
	for r := range reports {
		found = append(found, r)
	}
	sort.Slice(found, func(i, j int) bool { return found[i].prime < found[j].prime })
	sum := int64(0)
	for _, r := range found {
		sum += int64(r.prime)
	}
	if len(found) != len(e.primes) || sum != e.sum {
		invalid(c, "%d primes found (their sum %d), expected %d (sum %d)", len(found), sum, len(e.primes), e.sum)
	}
	for i, r := range found {
		if r.prime != e.primes[i] {
			invalid(c, "a filter was made for %d, which is not the prime %d expected there", r.prime, e.primes[i])
		}
		if r.received != e.received[r.prime] || r.dropped != e.dropped[r.prime] {
			invalid(c, "the filter for %d received %d numbers and dropped %d, expected %d and %d", r.prime,
				r.received, r.dropped, e.received[r.prime], e.dropped[r.prime])
		}
	}
}
