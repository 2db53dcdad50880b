package ringside.workload;

/** A validated one-way op: its messages and their bytes over the time from the first send to the receiver's tally. */
public record RemoteThroughput(long messages, int bytesPerMessage, long nanos) {

    public double messagesPerSecond() {
        return messages * 1e9 / nanos;
    }

    /** Megabytes (10^6 bytes) of sequence numbers and payload per second, framing not counted. */
    public double megabytesPerSecond() {
        return messagesPerSecond() * bytesPerMessage / 1e6;
    }
}
