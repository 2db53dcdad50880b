package ringside.workload;

/** What a ping-pong op observed: pings received by the ponger and pongs received by the pinger. */
public record PingPongResult(long pingsReceived, long pongsReceived) {
}
