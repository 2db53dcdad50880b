package main

import (
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
)

// The plaintext exchange (HttpPlaintext in the JVM's workload package): one path, one short body.
const (
	plaintextPath        = "/plaintext"
	plaintextBody        = "Hello, World!"
	plaintextContentType = "text/plain"
)

// serveHTTPThroughput: httpThroughput's server. It listens on 127.0.0.1, port 0, prints "serving port=<port>" and
// answers the plaintext exchange until its standard input closes (the runner holds it open, and kills the process
// at the end, on its timeout or interrupt). The runner's load generator drives it and checks every response.
func serveHTTPThroughput(c *config) {
	listener, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		fmt.Fprintf(os.Stderr, "ringside-go: httpThroughput: cannot listen on 127.0.0.1: %v\n", err)
		os.Exit(1)
	}
	body := []byte(plaintextBody)
	if fault {
		body = []byte("Hello, World?") // the fault build: a wrong body, which the generator and the check catch
	}
	mux := http.NewServeMux()
	mux.HandleFunc(plaintextPath, func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", plaintextContentType)
		w.Write(body)
	})
	go http.Serve(listener, mux)
	fmt.Printf("serving port=%d\n", listener.Addr().(*net.TCPAddr).Port)
	io.Copy(io.Discard, os.Stdin) // until the runner closes it, or the process is killed
}
