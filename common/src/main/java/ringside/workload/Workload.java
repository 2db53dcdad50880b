package ringside.workload;

import java.util.Arrays;
import java.util.Map;
import java.util.function.ToLongFunction;
import java.util.stream.Collectors;

/**
 * The workloads by their public names, with what reports need to know of each: the one list of workloads. Their
 * JMH benchmark classes are bench's business (ringside.bench.Benchmarks), so this package needs no other.
 */
public enum Workload {
    RING("ring", true, p -> new RingWorkload(param(p, "workerCount"), param(p, "ringSize")).messagesPerOp()),
    PINGPONG("pingpong", true, p -> new PingPongWorkload(param(p, "pingPongCount")).messagesPerOp()),
    FANOUT("fanout", true,
            p -> new FanOutWorkload(param(p, "fanOutWorkers"), param(p, "fanOutMessages")).messagesPerOp()),
    CONTENTION("contention", true,
            p -> new ContentionWorkload(param(p, "contentionSenders"), param(p, "contentionMessages")).messagesPerOp()),
    SPAWN("spawn", true,
            p -> new SpawnWorkload(param(p, "spawnBranching"), param(p, "spawnLeaves")).messagesPerOp()),
    FOOTPRINT("footprint", false, p -> new FootprintWorkload(param(p, "footprintActors")).messagesPerOp()),
    LATENCY("latency", false,
            p -> LatencyWorkload.ofSeconds(param(p, "latencyRate"), param(p, "latencyDuration")).messagesPerOp()),
    /** Two JVMs: request-reply latency at offered rates and one-way throughput; messages here: one-way's per op. */
    REMOTE("remote", false, p -> param(p, "remoteMessages"));

    private final String publicName;
    private final boolean timed;
    private final ToLongFunction<Map<String, String>> messagesPerOp;

    Workload(String publicName, boolean timed, ToLongFunction<Map<String, String>> messagesPerOp) {
        this.publicName = publicName;
        this.timed = timed;
        this.messagesPerOp = messagesPerOp;
    }

    /**
     * True when the op's time is the result (compared in ns per message); false for footprint, latency and remote, whose
     * ops are timed by JMH only as a by-product and whose results are memory per actor, reply latencies and throughput.
     */
    public boolean timed() {
        return timed;
    }

    /** The name used in parameters ({@code benchmarks=ring,pingpong}) and reports. */
    public String publicName() {
        return publicName;
    }

    /** Messages one op sends, from the benchmark parameters recorded in a JMH result. */
    public long messagesPerOp(Map<String, String> benchmarkParams) {
        return messagesPerOp.applyAsLong(benchmarkParams);
    }

    public static Workload byName(String name) {
        return Arrays.stream(values()).filter(w -> w.publicName.equals(name)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("benchmarks: unknown workload '" + name
                        + "'; accepted: " + names()));
    }

    /** Every workload's public name, comma-separated, for messages. */
    public static String names() {
        return Arrays.stream(values()).map(Workload::publicName).collect(Collectors.joining(", "));
    }

    private static int param(Map<String, String> params, String name) {
        String value = params.get(name);
        if (value == null) {
            throw new IllegalArgumentException("JMH result has no parameter " + name);
        }
        return Integer.parseInt(value);
    }

    static void require(boolean ok, String parameter, long value, String accepted) {
        if (!ok) {
            throw new IllegalArgumentException(parameter + ": " + value + " is not accepted; expected " + accepted);
        }
    }
}
