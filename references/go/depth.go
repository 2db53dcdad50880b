package main

import (
	"math/rand"
	"runtime"
)

// firstCalls: the checked receive is one of its worker's first this many, as the JVM's StackDepthWitness draws it.
const firstCalls = 16

// depthWitness checks, once per op, that a ring or ping-pong receive really is stackDepth frames deep: one worker
// and one of its first receives, drawn at random per op, counts the frames of receiveAt on its own stack with
// runtime.Callers. One walk per op: nothing measurable in the op's time.
type depthWitness struct {
	depth  int
	entity int   // the worker checked, or -1 at depth 0
	call   int64 // its receive checked, from 1
	calls  int64 // its receives so far: written by that worker only
	frames int   // receiveAt's frames seen at the checked receive; -1 until then (read after the op has ended)
}

// newDepthWitness draws the worker to check among entities (receivesOf(i): worker i's receives in the op).
func newDepthWitness(depth, entities int, receivesOf func(int) int64) *depthWitness {
	w := &depthWitness{depth: depth, entity: -1, frames: -1}
	if depth == 0 {
		return w
	}
	e := rand.Intn(entities)
	for receivesOf(e) < 1 { // a worker that receives nothing in this op cannot be checked
		e = (e + 1) % entities
	}
	w.entity = e
	n := receivesOf(e)
	if n > firstCalls {
		n = firstCalls
	}
	w.call = 1 + rand.Int63n(n)
	return w
}

// receiveAt receives from in frames calls deep, each a small frame; the compiler neither inlines it nor turns the
// recursion into a loop (it does not eliminate tail calls, and the result is used after the call).
//
//go:noinline
func receiveAt(in <-chan int, frames int, w *depthWitness, me int) (int, bool) {
	if frames == 0 {
		w.atDepth(me)
		v, ok := <-in
		return v, ok
	}
	v, ok := receiveAt(in, frames-1, w, me)
	return v, ok
}

// receiveAtName is receiveAt's name as the runtime reports its frames.
const receiveAtName = "main.receiveAt"

// atDepth: worker me is at the bottom of receiveAt; at the checked receive, count receiveAt's frames in a row.
//
//go:noinline
func (w *depthWitness) atDepth(me int) {
	if me != w.entity {
		return
	}
	w.calls++
	if w.calls != w.call {
		return
	}
	pcs := make([]uintptr, w.depth+64)
	frames := runtime.CallersFrames(pcs[:runtime.Callers(2, pcs)]) // from atDepth's caller, receiveAt's bottom
	seen := 0
	for more := true; more; {
		var f runtime.Frame
		f, more = frames.Next()
		if f.Function != receiveAtName {
			break
		}
		seen++
	}
	w.frames = seen
}

// check: at depth d the checked receive must have had d + 1 frames of receiveAt (its bottom and d above it).
func (w *depthWitness) check(c *config, who string) {
	if w.depth == 0 {
		return
	}
	if w.frames < 0 {
		invalid(c, "%s %d never made its receive %d at depth %d", who, w.entity, w.call, w.depth)
	}
	if w.frames < w.depth+1 {
		invalid(c, "%s %d made its receive %d in %d frames of receiveAt, expected at least %d (stackDepth %d)",
			who, w.entity, w.call, w.frames, w.depth+1, w.depth)
	}
}
