package ringside.workload;

/**
 * A validated one-way op: its messages and their validated bytes (each sequence number, and each payload byte the
 * receiver checked against it) over the time from the first send to the receiver's tally.
 */
public record RemoteThroughput(long messages, long validatedBytes, long nanos) {

    public double messagesPerSecond() {
        return messages * 1e9 / nanos;
    }

    /** Megabytes (10^6 bytes) of validated sequence numbers and payload per second, framing not counted. */
    public double megabytesPerSecond() {
        return validatedBytes * 1e3 / nanos;
    }
}
