package ringside.workload;

import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * The workloads by their public names, with what reports need to know of each: the one list of workloads. Each one's
 * JMH benchmark class and counts are the harness's business (ringside.declaration), so this package needs no other.
 */
public enum Workload {
    RING("ring", true),
    PINGPONG("pingpong", true),
    FANOUT("fanout", true),
    CONTENTION("contention", true),
    SPAWN("spawn", true),
    /** A prime sieve as a pipeline of filters, one per prime found. */
    SIEVE("sieve", true),
    /** One collector receiving from several sources at once (select, or one mailbox). */
    SELECT("select", true),
    /** Many-to-many: every actor pings peers and answers their pings. */
    BIG("big", true),
    FOOTPRINT("footprint", false),
    LATENCY("latency", false),
    /** Two JVMs: request-reply latency at offered rates and one-way throughput. */
    REMOTE("remote", false),
    /** Two HTTP servers of one framework bounce a counter through its own HTTP client: time per round trip. */
    HTTP_PING_PONG("httpPingPong", true),
    /** One HTTP server of a framework answers a load generator outside the JVM: requests/s and latency. */
    HTTP_THROUGHPUT("httpThroughput", false);

    private final String publicName;
    private final boolean timed;

    Workload(String publicName, boolean timed) {
        this.publicName = publicName;
        this.timed = timed;
    }

    /**
     * True when the op's time is the result (compared in ns per message); false for footprint, latency, remote and
     * httpThroughput, whose ops are timed by JMH only as a by-product and whose results are memory per actor, reply
     * latencies and throughput.
     */
    public boolean timed() {
        return timed;
    }

    /** True for the workloads that run on a variant's own HTTP stack ({@code Variant.http()}). */
    public boolean http() {
        return this == HTTP_PING_PONG || this == HTTP_THROUGHPUT;
    }

    /** The name used in parameters ({@code benchmarks=ring,pingpong}) and reports. */
    public String publicName() {
        return publicName;
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

    /** The stackDepth parameter's check, one for ring and ping-pong. */
    static void requireStackDepth(int stackDepth) {
        require(stackDepth >= 0 && stackDepth <= RingWorkload.MAX_STACK_DEPTH, "stackDepth", stackDepth,
                "0 to " + RingWorkload.MAX_STACK_DEPTH + " frames");
    }

    static void require(boolean ok, String parameter, long value, String accepted) {
        if (!ok) {
            throw new IllegalArgumentException(parameter + ": " + value + " is not accepted; expected " + accepted);
        }
    }
}
