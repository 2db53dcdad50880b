package main

import "sync"

// spawnReply is an actor's one message, to its parent: the sum of the leaf indices under it and the actors of its
// subtree, itself included, as they counted themselves.
type spawnReply struct {
	sum    int64
	actors int64
}

// spawn: the skynet tree. The root goroutine spawns spawnBranching children, each spawns as many, down to
// spawnLeaves leaves; a leaf replies its index, a parent the sum of its children's replies, through its own
// buffered mailbox sized to its children. Every actor ends after replying; the op waits for all to have ended.
func spawn(c *config) {
	root := make(chan spawnReply, 1)
	var ended sync.WaitGroup
	ended.Add(1)
	go spawnActor(0, c.spawnLeaves, c.spawnBranching, root, &ended)
	r := <-root
	ended.Wait()
	validateSpawn(c, r)
}

// spawnActor covers the leaves first..first+span-1; a parent gives each child an equal share.
func spawnActor(first int64, span, branching int, parent chan<- spawnReply, ended *sync.WaitGroup) {
	defer ended.Done()
	if span == 1 {
		if fault && first == 0 {
			first++ // the fault build: one leaf answers its number + 1
		}
		parent <- spawnReply{sum: first, actors: 1}
		return
	}
	replies := make(chan spawnReply, branching) // each child replies once, so none waits on its parent
	share := span / branching
	ended.Add(branching)
	for i := 0; i < branching; i++ {
		go spawnActor(first+int64(i*share), share, branching, replies, ended)
	}
	r := spawnReply{actors: 1}
	for i := 0; i < branching; i++ {
		child := <-replies
		r.sum += child.sum
		r.actors += child.actors
	}
	parent <- r
}

func validateSpawn(c *config, r spawnReply) {
	b, n := int64(c.spawnBranching), int64(c.spawnLeaves)
	if actors := (b*n - 1) / (b - 1); r.actors != actors {
		invalid(c, "%d actors ran, expected %d", r.actors, actors)
	}
	if sum := n * (n - 1) / 2; r.sum != sum {
		invalid(c, "the root's sum is %d, expected %d", r.sum, sum)
	}
}
