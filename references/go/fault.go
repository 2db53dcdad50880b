//go:build !ringside_fault

package main

// fault is true only in the fault build (go build -tags ringside_fault), where each workload has one bug its
// validation must catch; here it is a constant false, so the compiler drops every faulty branch.
const fault = false
