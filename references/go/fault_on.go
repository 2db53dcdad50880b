//go:build ringside_fault

package main

// fault turns on one plausible bug per workload, for the runner's tests that a broken program fails.
const fault = true
