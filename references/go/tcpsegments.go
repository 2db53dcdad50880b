package main

import (
	"os"
	"strconv"
	"strings"
)

// snmp holds the host's TCP counters (TcpSegments in the JVM's workload package): Linux only.
const snmp = "/proc/net/snmp"

// tcpSegments: the host's TCP segments received and sent (InSegs, OutSegs of the Tcp: lines).
type tcpSegments struct {
	in, out int64
}

// readTCPSegments reads the counters; a host without them fails the op, as the JVM's op does.
func readTCPSegments(c *config) tcpSegments {
	text, err := os.ReadFile(snmp)
	if err != nil {
		invalid(c, "cannot read %s, the TCP segment counters the http workloads check (Linux only): %v", snmp, err)
	}
	var names []string
	for _, line := range strings.Split(string(text), "\n") {
		if !strings.HasPrefix(line, "Tcp:") {
			continue
		}
		words := strings.Fields(line)
		if names == nil {
			names = words
			continue
		}
		s := tcpSegments{in: -1, out: -1}
		for i := 1; i < len(names) && i < len(words); i++ {
			n, err := strconv.ParseInt(words[i], 10, 64)
			if err != nil {
				continue
			}
			switch names[i] {
			case "InSegs":
				s.in = n
			case "OutSegs":
				s.out = n
			}
		}
		if s.in >= 0 && s.out >= 0 {
			return s
		}
		break
	}
	invalid(c, "no Tcp: InSegs and OutSegs in %s", snmp)
	return tcpSegments{}
}

// since: segments received and sent since before, the smaller of the two.
func (s tcpSegments) since(before tcpSegments) int64 {
	in, out := s.in-before.in, s.out-before.out
	if in < out {
		return in
	}
	return out
}
