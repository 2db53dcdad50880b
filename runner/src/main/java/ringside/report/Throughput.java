package ringside.report;

/**
 * One remote one-way result of one framework variant: messages per second and megabytes (sequence numbers and
 * payload) per second, each the mean over every measured op of every fork with its 95% error.
 */
public record Throughput(String framework, String variant, int parallelism, String cpuSet, String serverCpus,
        int payload, int messages, Footprint.Figure messagesPerSecond, Footprint.Figure megabytesPerSecond,
        int opsPerFork, String jdk) {

    public String label() {
        return framework + "/" + variant;
    }
}
