/**
 * The workloads as fibers that block on Quasar channels ({@code fiber-channel}), one class per workload: one fiber per
 * worker, each receiving from its own unbounded primitive channel ({@code Channels.newIntChannel(-1)}: Quasar's
 * default, multi-producer and single-consumer). The bodies are named classes, not lambdas: the agent does not
 * instrument hidden classes.
 */
package ringside.quasar.workloads.channels;
