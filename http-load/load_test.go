package main

import (
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"
)

const hello = "Hello, World!"

func serve(t *testing.T, h http.HandlerFunc) *httptest.Server {
	t.Helper()
	s := httptest.NewServer(h)
	t.Cleanup(s.Close)
	return s
}

func plaintext(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/plain")
	fmt.Fprint(w, hello)
}

func cfgFor(t *testing.T, s *httptest.Server, extra ...string) *config {
	t.Helper()
	args := append([]string{"-url=" + s.URL + "/plaintext", "-body=" + hello}, extra...)
	cfg, err := parseArgs(args)
	if err != nil {
		t.Fatal(err)
	}
	return cfg
}

func TestAGoodServerHasNoErrors(t *testing.T) {
	s := serve(t, plaintext)
	r := run(cfgFor(t, s, "-connections=4", "-duration=0.3"))
	if r.errorCount() != 0 || r.requests == 0 {
		t.Fatalf("expected requests and no errors: %s", r.line())
	}
	if int64(len(r.latencies)) != r.requests {
		t.Fatalf("one latency per good request: %d for %d", len(r.latencies), r.requests)
	}
}

func TestKeepAliveUsesOneConnectionEach(t *testing.T) {
	var mu sync.Mutex
	seen := map[string]bool{}
	s := serve(t, func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		seen[r.RemoteAddr] = true
		mu.Unlock()
		plaintext(w, r)
	})
	r := run(cfgFor(t, s, "-connections=3", "-duration=0.2"))
	if r.errorCount() != 0 || r.requests < 6 {
		t.Fatalf("%s", r.line())
	}
	if len(seen) != 3 {
		t.Fatalf("expected 3 client connections, the server saw %d", len(seen))
	}
}

func TestAWrongBodyIsCounted(t *testing.T) {
	s := serve(t, func(w http.ResponseWriter, r *http.Request) { fmt.Fprint(w, "Hello, World?") })
	r := run(cfgFor(t, s, "-duration=0.1"))
	if r.requests != 0 || r.errors[errBody] == 0 {
		t.Fatalf("expected body errors only: %s", r.line())
	}
}

func TestAWrongStatusIsCounted(t *testing.T) {
	s := serve(t, func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusInternalServerError)
		fmt.Fprint(w, hello)
	})
	r := run(cfgFor(t, s, "-duration=0.1"))
	if r.requests != 0 || r.errors[errStatus] == 0 {
		t.Fatalf("expected status errors only: %s", r.line())
	}
}

func TestALostResponseTimesOut(t *testing.T) {
	release := make(chan struct{})
	s := serve(t, func(w http.ResponseWriter, r *http.Request) { <-release })
	defer close(release)
	began := time.Now()
	r := run(cfgFor(t, s, "-duration=0.1", "-timeout=0.3"))
	if r.errors[errTimeout] != 1 || r.requests != 0 {
		t.Fatalf("expected one timeout: %s", r.line())
	}
	if time.Since(began) > 5*time.Second {
		t.Fatalf("the timeout did not bound the run")
	}
}

func TestAServerThatClosesEveryConnectionIsCounted(t *testing.T) {
	s := serve(t, func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Connection", "close")
		plaintext(w, r)
	})
	r := run(cfgFor(t, s, "-connections=2", "-duration=0.1"))
	if r.errors[errClosed] != 2 {
		t.Fatalf("expected each connection closed once: %s", r.line())
	}
}

func TestNoServerIsAConnectError(t *testing.T) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	l.Close()
	cfg, err := parseArgs([]string{"-url=http://" + addr + "/plaintext", "-connections=2", "-duration=0.1"})
	if err != nil {
		t.Fatal(err)
	}
	r := run(cfg)
	if r.errors[errConnect] != 2 || r.requests != 0 {
		t.Fatalf("expected two connect errors: %s", r.line())
	}
}

// A stall in open loop is charged to every request it held up, from each one's intended send time: the
// coordinated-omission correction. A closed-loop client would have seen one slow request.
func TestAStallIsChargedToEveryRequestItDelayed(t *testing.T) {
	var once sync.Once
	stall := 100 * time.Millisecond
	s := serve(t, func(w http.ResponseWriter, r *http.Request) {
		once.Do(func() { time.Sleep(stall) })
		plaintext(w, r)
	})
	r := run(cfgFor(t, s, "-connections=1", "-rate=500", "-duration=0.5"))
	if r.errorCount() != 0 {
		t.Fatalf("%s", r.line())
	}
	delayed := 0
	for _, l := range r.latencies {
		if time.Duration(l) >= 20*time.Millisecond {
			delayed++
		}
	}
	// at 500/s one connection meant to send every 2 ms: the stall held up some 50 requests
	if delayed < 25 {
		t.Fatalf("expected the stall charged to the requests it delayed, %d over 20 ms: %s", delayed, r.line())
	}
	if time.Duration(percentile(r.latencies, 100)) < stall {
		t.Fatalf("max below the stall: %s", r.line())
	}
}

func TestOpenLoopOffersTheRate(t *testing.T) {
	s := serve(t, plaintext)
	r := run(cfgFor(t, s, "-connections=4", "-rate=400", "-duration=0.5"))
	if r.errorCount() != 0 || r.requests != 200 {
		t.Fatalf("expected exactly 400/s x 0.5 s = 200 requests: %s", r.line())
	}
}

func TestTheLineHasEveryField(t *testing.T) {
	r := &result{requests: 3, seconds: 1.5, latencies: []int64{10, 20, 30}}
	r.errors[errBody] = 2
	line := r.line()
	for _, want := range []string{"http-load requests=3 errors=2 ", " connect=0 ", " body=2 ", " closed=0 ",
		" seconds=1.500000 ", " rps=2.0 ", " rate=0.0 ", " p50=20 ", " p99.9=30 ", " max=30 ", " late.p99=0"} {
		if !strings.Contains(line+" ", want) {
			t.Errorf("%q lacks %q", line, want)
		}
	}
}

func TestPercentilesAreNearestRank(t *testing.T) {
	v := []int64{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}
	for _, c := range []struct {
		p    float64
		want int64
	}{{50, 5}, {90, 9}, {99, 10}, {100, 10}, {1, 1}} {
		if got := percentile(v, c.p); got != c.want {
			t.Errorf("p%v = %d, want %d", c.p, got, c.want)
		}
	}
	if percentile(nil, 50) != 0 {
		t.Error("no values: 0")
	}
}

func TestBadArgumentsAreRefused(t *testing.T) {
	for _, args := range [][]string{{"-url=ftp://x:1/"}, {"-url=http://127.0.0.1/"}, {"-url=http://127.0.0.1:1/",
		"-connections=0"}, {"-url=http://127.0.0.1:1/", "-duration=0"}, {"-url=http://127.0.0.1:1/", "-rate=-1"},
		{"-url=http://127.0.0.1:1/", "extra"}, {"-nosuch=1"}} {
		if _, err := parseArgs(args); err == nil {
			t.Errorf("%v was accepted", args)
		}
	}
}
