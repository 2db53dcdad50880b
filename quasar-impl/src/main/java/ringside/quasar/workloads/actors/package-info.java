/**
 * The workloads as Quasar actors ({@code actor}) as its docs write them, one class per workload: BasicActor subclasses
 * looping on receive() and replying with send(), default (unbounded) mailbox, boxed messages. Each actor is spawned
 * as a fiber of the op, and ends by returning from doRun.
 */
package ringside.quasar.workloads.actors;
