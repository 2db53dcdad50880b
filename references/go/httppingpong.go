package main

import (
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// idleConnsPerHost: each server has at most a request and a response or two in flight at once, so a few idle
// connections per host keep every request on a kept-alive connection (the transport's default keeps 2).
const idleConnsPerHost = 8

// segmentsPerRoundTrip: HttpPingPongOp's, each way: a round trip's request, which leaves only after the previous one
// was handled; responses on a kept-alive connection may share a segment.
const segmentsPerRoundTrip = 1

// pingPongTally is HttpPingPongTally: the op's bookkeeping, guarded by its mutex, taken once per request and once
// per response. Requests must arrive strictly in order on the right server (odd n at A, even n at B); responses
// are each checked once, in any order, since one may still be on its way when the next request comes back.
type pingPongTally struct {
	mu         sync.Mutex
	count      int64
	arrivals   int64
	answers    int64
	answered   []bool
	violations int64
	first      string
	failure    error
	done       chan struct{}
}

func newPingPongTally(count int) *pingPongTally {
	return &pingPongTally{count: int64(count), answered: make([]bool, count+1), done: make(chan struct{})}
}

func (t *pingPongTally) violation(text string) {
	if t.violations == 0 {
		t.first = text
	}
	t.violations++
}

// arrived: server got n; returns the n to send to the other server, or 0 after the last.
func (t *pingPongTally) arrived(server byte, n int64) int64 {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.arrivals++
	expected := byte('B')
	if n%2 == 1 {
		expected = 'A'
	}
	if n != t.arrivals || server != expected {
		due := byte('B')
		if t.arrivals%2 == 1 {
			due = 'A'
		}
		t.violation(fmt.Sprintf("request %d carried n=%d to server %c; expected n=%d at server %c", t.arrivals, n,
			server, t.arrivals, due))
	}
	if n < t.count {
		return n + 1
	}
	return 0
}

// answeredWith: the client got the response to n; the op ends with the count-th response.
func (t *pingPongTally) answeredWith(n int64, status int, body string) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.answers++
	ours := n >= 1 && n <= t.count
	if !ours || t.answered[n] || status != http.StatusOK || body != pongBody(n) {
		t.violation(fmt.Sprintf("response %d was to n=%d with status %d and body '%s'; expected each n from 1 to %d"+
			" answered once, with 200 and '%s'", t.answers, n, status, body, t.count, pongBody(n)))
	}
	if ours {
		t.answered[n] = true
	}
	if t.answers == t.count && t.failure == nil {
		close(t.done)
	}
}

// failed: a request that did not get its response (a refused connection, a transport error) ends the op at once.
func (t *pingPongTally) failed(err error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.failure == nil {
		t.failure = err
		if t.answers < t.count {
			close(t.done)
		}
	}
}

func pongBody(n int64) string {
	return "pong " + strconv.FormatInt(n, 10)
}

// pingPongServers: servers A and B on loopback, port 0 each, and the one client both handlers call the other with.
// The op in progress is the tally the handlers read.
type pingPongServers struct {
	client *http.Client
	urls   [2]string // A's, B's: http://127.0.0.1:<port>/pingpong?n=
	tally  atomic.Pointer[pingPongTally]
}

// startPingPongServers starts both servers once per process, outside any op, as the JVM's benchmark per trial.
func startPingPongServers(c *config) *pingPongServers {
	s := &pingPongServers{}
	transport := http.DefaultTransport.(*http.Transport).Clone()
	transport.MaxIdleConnsPerHost = idleConnsPerHost
	s.client = &http.Client{Transport: transport, Timeout: time.Duration(c.opTimeout) * time.Second}
	for i, name := range []byte{'A', 'B'} {
		listener, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			fmt.Fprintf(os.Stderr, "ringside-go: httpPingPong: cannot listen on 127.0.0.1: %v\n", err)
			os.Exit(1)
		}
		s.urls[i] = fmt.Sprintf("http://%s/pingpong?n=", listener.Addr())
		mux := http.NewServeMux()
		mux.HandleFunc("/pingpong", s.handler(name, 1-i))
		go http.Serve(listener, mux) // returns only when the process ends
	}
	return s
}

// handler: records n, answers it, then calls the other server with the next n from a goroutine of its own, so
// that no handler waits for the rest of the chain.
func (s *pingPongServers) handler(name byte, other int) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		t := s.tally.Load()
		n, err := strconv.ParseInt(strings.TrimPrefix(r.URL.RawQuery, "n="), 10, 64)
		if err != nil || !strings.HasPrefix(r.URL.RawQuery, "n=") {
			n = -1
		}
		next := t.arrived(name, n)
		body := pongBody(n)
		if fault && n == 1 {
			body = pongBody(2) // the fault build: server A answers n = 1 with the body of n = 2
		}
		w.Header().Set("Content-Type", "text/plain")
		io.WriteString(w, body)
		if next != 0 {
			go s.call(t, other, next)
		}
	}
}

// call sends n to server (0 A, 1 B) and hands its response to the tally, its body read to the end so the
// connection goes back to the pool.
func (s *pingPongServers) call(t *pingPongTally, server int, n int64) {
	response, err := s.client.Get(s.urls[server] + strconv.FormatInt(n, 10))
	if err != nil {
		t.failed(err)
		return
	}
	body, err := io.ReadAll(response.Body)
	response.Body.Close()
	if err != nil {
		t.failed(err)
		return
	}
	t.answeredWith(n, response.StatusCode, string(body))
}

// httpPingPong: one op, httpPingPongCount round trips from n = 1 at A, validated as the JVM's op, and witnessed by
// the host's TCP segment counters: at least one per round trip each way, so the exchange crossed real sockets.
func (s *pingPongServers) httpPingPong(c *config) {
	t := newPingPongTally(c.httpPingPongCount)
	s.tally.Store(t)
	before := readTCPSegments(c)
	go s.call(t, 0, 1)
	<-t.done
	crossed := readTCPSegments(c).since(before)
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.failure != nil {
		invalid(c, "a request failed after %d requests and %d responses: %v", t.arrivals, t.answers, t.failure)
	}
	if t.arrivals != t.count || t.answers != t.count {
		invalid(c, "the servers had %d requests and the client %d responses, expected %d each", t.arrivals,
			t.answers, t.count)
	}
	if t.violations != 0 {
		invalid(c, "%d requests or responses out of order, on the wrong server or with a wrong body; the first: %s",
			t.violations, t.first)
	}
	if expected := segmentsPerRoundTrip * t.count; crossed < expected {
		invalid(c, "%d round trips moved %d TCP segments each way on this host, expected at least %d (a request per"+
			" round trip): the exchange did not cross HTTP over TCP", t.count, crossed, expected)
	}
}
