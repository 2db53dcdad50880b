package ringside.parameters;

import java.util.List;

/**
 * Every parameter of a run, by the one name used for the env var, the {@code -D} system property, the JMH
 * {@code @Param} and the report. {@code quick=1} swaps in the small values for a smoke run.
 * benchmark.sh's {@code --help} (ringside/suite/help.txt) lists the same names and defaults (a test keeps them
 * in step).
 */
public enum Parameter {
    workerCount("503", "503", 2, "ring: workers in the circle"),
    ringSize("1000000", "10000", 1, "ring: hops per op (the token's start value)"),
    pingPongCount("20000", "2000", 1, "pingpong: round trips per op"),
    fanOutWorkers("8", "8", 1, "fanout: workers between the producer and the collector"),
    fanOutMessages("1000000", "10000", 1, "fanout: numbers sent by the producer per op"),
    contentionSenders("64", "64", 1, "contention: senders that all send to one receiver"),
    contentionMessages("1000000", "20000", 1, "contention: numbers sent per op, shared among the senders"),
    spawnBranching("10", "10", 2, "spawn: children of every actor that is not a leaf"),
    spawnLeaves("1000000", "10000", 1, "spawn: leaves of the tree per op (a power of spawnBranching)"),
    footprintActors("100000", "10000", 1, "footprint: idle actors alive at once, measured per op"),
    latencyRates("10000,50000,100000", "10000", -1,
            "latency: offered rates in requests per second, comma-separated positive integers, each run on its own"),
    latencyDuration("5", "1", 1, "latency: seconds of requests per measured (and warm-up) op at each rate"),
    pacer("auto", "auto", -1, "latency and remote request-reply: how the client waits for each send: parking, precise"
            + " (park, then spin to the instant), or auto (precise when the fork has more CPUs than parallelism)"),
    remoteRates("1000,10000,20000", "1000,10000,20000", -1,
            "remote: offered request-reply rates in requests per second, comma-separated, each run on its own"),
    remoteDuration("5", "1", 1, "remote: seconds of requests per request-reply op (measured and warm-up) at each rate"),
    remoteMessages("1000000", "50000", 1, "remote: one-way messages per throughput op"),
    remotePayload("100", "100", 0, "remote: bytes of payload in every message, beside its 8-byte sequence number"),
    remoteCpuList("", "", -1, "remote: the CPUs of the server JVM (default: the CPUs not in the client's set)"),
    remoteHost("", "", -1, "remote: the address of a machine running ./benchmark.sh remote-server (default: none,"
            + " the server runs on this machine, on loopback)"),
    remoteBind("127.0.0.1", "127.0.0.1", -1, "remote-server: the address it listens on (and its server JVMs)"),
    remotePort("25520", "25520", 1, "remote across two machines: remote-server's port; its server JVMs listen on"
            + " the next port, and the client's Artery on the one after"),
    forks("2", "1", 1, "JMH forks (fresh JVMs) per benchmark"),
    warmupIterations("10", "10", 0, "JMH warm-up iterations per fork"),
    iterations("10", "10", 1, "JMH measured iterations per fork"),
    iterationTime("1000", "100", 1, "milliseconds per JMH iteration (warm-up and measured)"),
    opTimeout("300", "60", 1, "seconds one op may take before the run fails (lost message or deadlock)"),
    parallelism("", "", 1, "threads each framework schedules on (default: the CPUs this JVM may use)"),
    benchmarks("ring,pingpong,fanout", "ring,pingpong,fanout", -1,
            "workloads to run, comma-separated: ring, pingpong, fanout, and contention, spawn, footprint, latency,"
                    + " remote (run only when named)"),
    variants("", "", -1, "variants to run, comma-separated (default: all of the module's)"),
    heap("2g", "128m", -1, "heap of every JMH fork: -Xms and -Xmx, touched at start (same for every framework)"),
    resultFile("", "", -1, "JMH JSON result file (default: target/ringside/<framework>.json)"),
    jmhArgs("", "", -1, "JMH's own options, parsed by JMH: profilers (-prof), -jvmArgsAppend, -gc, -si, -v"),
    sideBySideJvms("3", "2", 1, "side-by-side: fresh JVMs for each side of each row"),
    sideBySideWarmup("10", "1", 0, "side-by-side: seconds of ops in each JVM before its measured window"),
    sideBySideTime("10", "2", 1, "side-by-side: seconds of measured ops in each JVM; its figure is their mean"),
    quick("0", "1", -1, "1: small sizes and one short fork, a smoke run of the whole matrix");

    /** The workload sizes: JMH parameters of the benchmarks, and columns of results.csv. */
    public static final List<Parameter> SIZES =
            List.of(workerCount, ringSize, pingPongCount, fanOutWorkers, fanOutMessages, contentionSenders,
                    contentionMessages, spawnBranching, spawnLeaves, footprintActors, latencyDuration);

    private final String defaultValue;
    private final String quickValue;
    private final int min;
    private final String description;

    Parameter(String defaultValue, String quickValue, int min, String description) {
        this.defaultValue = defaultValue;
        this.quickValue = quickValue;
        this.min = min;
        this.description = description;
    }

    public String defaultValue(boolean quickRun) {
        return quickRun ? quickValue : defaultValue;
    }

    public String description() {
        return description;
    }

    /** Integer parameters have a lower bound; text parameters have min -1. */
    public boolean isInteger() {
        return min >= 0;
    }

    public int min() {
        return min;
    }
}
