package ringside.parameters;

import java.util.List;
import java.util.stream.Stream;
import ringside.workload.RingWorkload;
import ringside.workload.SieveWorkload;
import ringside.workload.Workload;

/**
 * The registry of every parameter of a run, each declared once: its one name (the env var, the {@code -D} system
 * property, the JMH {@code @Param} and the report's column), default, quick value ({@code quick=1}), scope, accepted
 * values and meaning. benchmark.sh's {@code --help} and the docs' table ({@link ParameterTable}) are rendered from
 * it; a test keeps the benchmarks' {@code @Param} defaults equal to these.
 */
public enum Parameter {
    cpuList(Scope.SUITE, Values.text("", "", "CPUs in taskset syntax, such as 0, 0-1 or 0,2")
            .shownAs("every CPU this shell may use (with remote or httpThroughput: the first half)"),
            "CPUs to pin every module to; every framework's parallelism is their count"),
    cpuSweep(Scope.SUITE, Values.text("", "", "CPU sets in taskset syntax, space-separated, such as \"0 0-1\"; not"
            + " with cpuList").shownAs("none"), "several CPU sets, run one after another (instead of cpuList);"
                    + " the report then shows how each variant scales"),
    frameworks(Scope.SUITE, Values.text("", "", "framework modules without -impl and references, comma-separated,"
            + " such as loom,akka,go").shownAs("every framework module, then every reference"),
            "frameworks to run, in this order"),
    outDir(Scope.SUITE, Values.text("", "", "a folder that does not exist or is empty")
            .shownAs("results/<yyyyMMdd-HHmmss>"), "where the run's results go (results are never overwritten)"),
    resume(Scope.SUITE, Values.text("", "", "the folder of a run that was interrupted, given with that run's"
            + " parameters; not with outDir").shownAs("none"), "continues the run in that folder: keeps the module"
                    + " runs that ended, runs the one cut off and the rest; refused when the parameters, the commit"
                    + " or the JDK differ from that run's"),
    moduleTimeout(Scope.SUITE, Values.integer("3600", "600", 1),
            "seconds one module may run on one CPU set before it is killed"),
    // the default target and the round's time per CPU set: docs/methodology.md, "The defaults" (3% is issue 34's aim
    // at one CPU; a planned default CPU set takes about 27 minutes here, so 16 more fit 45 minutes)
    precision(Scope.SUITE, Values.text("3", "none", "a percentage above 0 and below 100, such as 5 or 2.5, or none"),
            "error target of the timed workloads' rows, in percent of the score: after the planned forks, forks are"
                    + " added one at a time to the rows still above it, most improvable first; none: no forks added"),
    precisionBudget(Scope.SUITE, Values.text("16m", "16m", "a duration such as 90s, 16m or 1h, or none"),
            "the most time the precision round may take on each CPU set, after that set's planned forks (which it"
                    + " never cuts); none: bounded only by the forks a row may get"),
    timeBudget(Scope.SUITE, Values.text("", "", "a duration such as 90s, 45m, 2h or 1h30m").shownAs("none"),
            "the run's time limit, the build excluded: what does not fit is not run, and says why"),
    quick(Scope.SUITE, Values.text("0", "1", "0 or 1"),
            "1: small sizes and one short fork, a smoke run of the whole matrix (its numbers are not findings)"),
    remoteBind(Scope.SUITE, Values.text("127.0.0.1", "127.0.0.1", "an address of this machine"),
            "remote-server: the address it listens on (and its server JVMs)"),
    // read by the suite and by a remote client's fork from the environment only: no plan or env.json holds it
    remoteToken(Scope.SUITE, Values.text("", "", "a secret of at least 16 characters, or file:<path> of a file whose"
            + " first line is one").shownAs("none"), "remote across two machines: the secret both machines share;"
                    + " remote-server requires it on an address other than loopback and refuses a client that cannot"
                    + " prove it has it (the secret never crosses the network, and is never printed or recorded)"),
    sideBySideJvms(Scope.SUITE, Values.integer("3", "2", 1),
            "side-by-side: fresh JVMs for each side of each row; published: processes per program and CPU set"),
    sideBySideWarmup(Scope.SUITE, Values.integer("10", "1", 0),
            "side-by-side: seconds of ops (plaintext rows: of load) in each JVM before its measured window"),
    sideBySideTime(Scope.SUITE, Values.integer("10", "2", 1),
            "side-by-side: seconds of measured ops in each JVM; its figure is their mean (plaintext rows: requests"
                    + " per second)"),

    benchmarks(Scope.MODULE, Values.text("ring,pingpong,fanout", "ring,pingpong,fanout",
            "workload names, comma-separated: " + Workload.names()),
            "workloads to run; those not in the default run only when named"),
    variants(Scope.MODULE, Values.text("", "", "variant names, comma-separated, such as threads,vthreads")
            .shownAs("all of each module's"), "variants to run"),
    // forks are the unit of every interval, and most of a result's variance lies between them (docs/methodology.md,
    // "The defaults"): three forks of few iterations are each row's pilot, and the precision round adds more
    forks(Scope.MODULE, Values.integer("3", "1", 1), "JMH forks (fresh JVMs) per benchmark; the suite runs"
            + " them in rounds, one fork of every benchmark per round"),
    warmupIterations(Scope.MODULE, Values.integer("3", "10", 0), "JMH warm-up iterations per fork"),
    iterations(Scope.MODULE, Values.integer("2", "10", 1), "JMH measured iterations per fork"),
    iterationTime(Scope.MODULE, Values.integer("1000", "100", 1),
            "milliseconds per JMH iteration (warm-up and measured)"),
    heap(Scope.MODULE, Values.text("2g", "128m", "a JVM size such as 2g or 512m"),
            "heap of every JMH fork: -Xms and -Xmx, touched at start (same for every framework)"),
    jmhArgs(Scope.MODULE, Values.text("", "", "JMH's own options: -prof, -jvmArgsAppend, -gc, -si, -v")
            .shownAs("none"), "JMH's own options, parsed by JMH, such as \"-prof stack\" (the rest is the suite's)"),
    profile(Scope.MODULE, Values.text("none", "none", ProfileMode.ACCEPTED), "after the scored forks, runs each"
            + " timed benchmark once more in a fork of its own under async-profiler, never scored, and links its flame"
            + " graph from the report: cpu (on-CPU time per thread, kernel frames too; itimer where perf events are not"
            + " allowed), itimer (on-CPU time of the whole process: no thread too short-lived to be seen), alloc"
            + " (where bytes are allocated), lock (where threads wait for monitors and locks) or wall (every thread,"
            + " running or not)"),
    resultFile(Scope.MODULE, Values.text("", "", "a file path").shownAs("target/ringside/<framework>.json"),
            "JMH JSON result file of a module run alone (the suite writes outDir/jmh/ instead)"),

    workerCount(Scope.FORK, Values.integer("503", "503", 2), "ring: workers in the circle"),
    ringSize(Scope.FORK, Values.integer("100000", "10000", 1), "ring: hops per op (the token's start value)"),
    pingPongCount(Scope.FORK, Values.integer("20000", "2000", 1), "pingpong: round trips per op"),
    stackDepth(Scope.FORK, Values.text("0", "0", "integers from 0 to " + RingWorkload.MAX_STACK_DEPTH
            + " (frames), comma-separated, such as 0,16,64,256").eachAs("stackDepth"),
            "ring and pingpong: how many frames deep in a recursive call each receive is made (actors: each send);"
                    + " each depth is its own benchmark"),
    fanOutWorkers(Scope.FORK, Values.integer("8", "8", 1), "fanout: workers between the producer and the collector"),
    fanOutMessages(Scope.FORK, Values.integer("1000000", "10000", 1), "fanout: numbers sent by the producer per op"),
    contentionSenders(Scope.FORK, Values.integer("64", "64", 1), "contention: senders that all send to one receiver"),
    contentionMessages(Scope.FORK, Values.integer("1000000", "20000", 1),
            "contention: numbers sent per op, shared among the senders"),
    spawnBranching(Scope.FORK, Values.integer("10", "10", 2), "spawn: children of every actor that is not a leaf"),
    spawnLeaves(Scope.FORK, Values.integer("1000000", "10000", 1),
            "spawn: leaves of the tree per op (a power of spawnBranching)"),
    sieveLimit(Scope.FORK, Values.integer("20000", "2000", 3).accepting("an integer from 3 to "
            + SieveWorkload.MAX_LIMIT), "sieve: numbers 2 to sieveLimit - 1 go through the pipeline; each prime below"
                    + " it becomes a filter"),
    selectSources(Scope.FORK, Values.integer("8", "8", 1), "select: sources the collector receives from at once"),
    selectMessages(Scope.FORK, Values.integer("100000", "2500", 1), "select: numbers each source sends per op"),
    bigActors(Scope.FORK, Values.integer("64", "64", 2), "big: actors that ping each other and answer every ping"),
    bigPings(Scope.FORK, Values.integer("10000", "500", 1),
            "big: pings each actor sends per op, one at a time, each answered by a pong"),
    footprintActors(Scope.FORK, Values.integer("100000", "10000", 1),
            "footprint: idle actors alive at once, measured per op"),
    latencyRates(Scope.FORK, Values.text("10000,50000,100000", "10000",
            "positive integers (requests per second), comma-separated").eachAs("latencyRate"),
            "latency: offered request rates; each rate is its own benchmark"),
    latencyDuration(Scope.FORK, Values.integer("5", "1", 1),
            "latency: seconds of requests per measured (and warm-up) op at each rate"),
    pacer(Scope.FORK, Values.text("auto", "auto", "parking, precise or auto"),
            "latency and remote request-reply: how the client waits for each send: parking (parks, wakes late by tens"
                    + " to hundreds of us), precise (parks, then spins the last 150 us: takes a CPU), or auto (precise"
                    + " only when the fork has more CPUs than parallelism, so under benchmark.sh parking);"
                    + " the fork receives the one chosen"),
    remoteRates(Scope.FORK, Values.text("1000,10000,20000", "1000,10000,20000",
            "positive integers (requests per second), comma-separated").eachAs("remoteRate"),
            "remote: offered request-reply rates between two JVMs; each rate is its own benchmark"),
    remoteDuration(Scope.FORK, Values.integer("5", "1", 1),
            "remote: seconds of requests per request-reply op (measured and warm-up) at each rate"),
    remoteMessages(Scope.FORK, Values.integer("1000000", "50000", 1), "remote: one-way messages per throughput op"),
    remotePayload(Scope.FORK, Values.integer("100", "100", 0),
            "remote: bytes of payload in every message, beside its 8-byte sequence number"),
    remoteCpuList(Scope.FORK, Values.text("", "", "CPUs in taskset syntax, none of them the client's")
            .shownAs("the CPUs not in the client's set; on a remote-server, all its CPUs"),
            "remote: the CPUs of the server JVM"),
    remoteHost(Scope.FORK, Values.text("", "", "an address").shownAs("none: the server runs here, on loopback"),
            "remote: the address of a machine running ./benchmark.sh remote-server"),
    remotePort(Scope.FORK, Values.integer("25520", "25520", 1),
            "remote across two machines: remote-server's port; its server JVMs listen on the next port, the client's"
                    + " Artery (or Hazelcast member) on the one after; Vert.x's event buses on +3 and +4"),
    httpPingPongCount(Scope.FORK, Values.integer("10000", "1000", 1),
            "httpPingPong: round trips per op, each a request from one HTTP server to the other through the"
                    + " framework's client"),
    httpConnections(Scope.FORK, Values.text("100,500,1000", "100,500,1000",
            "positive integers (connections), comma-separated").eachAs("httpConnectionCount"),
            "httpThroughput: keep-alive connections the load generator keeps open to the server, one request in"
                    + " flight on each; each count is its own benchmark"),
    httpDuration(Scope.FORK, Values.integer("5", "1", 1),
            "httpThroughput: seconds of requests per op at full speed, and as many again at the fixed rate in"
                    + " measured ops"),
    httpLoadShare(Scope.FORK, Values.integer("75", "75", 1).accepting("an integer from 1 to 100"),
            "httpThroughput: the fixed rate of the latency measurement, in percent of the most requests/s the"
                    + " trial's warm-up measured"),
    loadCpuList(Scope.FORK, Values.text("", "", "CPUs in taskset syntax, none of them the server's (cpuList)")
            .shownAs("this shell's CPUs outside cpuList"),
            "httpThroughput and side-by-side's plaintext rows: the CPUs of the load generator (http-load, a Go"
                    + " program outside the JVM)"),
    parallelism(Scope.FORK, Values.integer("", "", 1).shownAs("the CPUs this JVM may use"),
            "threads each framework schedules on; benchmark.sh sets it to the size of each CPU set"),
    opTimeout(Scope.FORK, Values.integer("300", "60", 1),
            "seconds one op may take before the run fails (a lost message or a deadlock)");

    /** The workload sizes: JMH parameters of the benchmarks, and columns of results.csv. */
    public static final List<Parameter> SIZES =
            List.of(workerCount, ringSize, pingPongCount, fanOutWorkers, fanOutMessages, contentionSenders,
                    contentionMessages, spawnBranching, spawnLeaves, footprintActors, latencyDuration, sieveLimit,
                    selectSources, selectMessages, bigActors, bigPings, stackDepth, httpPingPongCount);

    /** Who reads a parameter; every value is checked by the first reader, before any work starts. */
    public enum Scope {
        SUITE("suite", "read once by the suite runner (benchmark.sh)"),
        MODULE("module", "read by each module's launcher: what runs, and JMH's options"),
        FORK("fork", "the benchmarks' inputs in every JMH fork, recorded with each result");

        private final String publicName;
        private final String meaning;

        Scope(String publicName, String meaning) {
            this.publicName = publicName;
            this.meaning = meaning;
        }

        public String publicName() {
            return publicName;
        }

        public String meaning() {
            return meaning;
        }
    }

    private final Scope scope;
    private final Values values;
    private final String meaning;

    Parameter(Scope scope, Values values, String meaning) {
        this.scope = scope;
        this.values = values;
        this.meaning = meaning;
    }

    public String defaultValue(boolean quickRun) {
        return quickRun ? values.quickValue() : values.defaultValue();
    }

    /** The default as a person reads it: the value, or what the run takes when the value is resolved per run. */
    public String shownDefault() {
        return values.shownDefault() != null ? values.shownDefault() : values.defaultValue();
    }

    /** The value {@code quick=1} takes instead, as shown; the default when quick changes nothing. */
    public String shownQuickValue() {
        return values.quickValue().equals(values.defaultValue()) ? shownDefault() : values.quickValue();
    }

    public boolean quickChanges() {
        return !values.quickValue().equals(values.defaultValue());
    }

    public Scope scope() {
        return scope;
    }

    /** True for a secret: no plan, env.json or output holds its value (remoteToken). */
    public boolean secret() {
        return this == remoteToken;
    }

    /** What the parameter accepts, in words. */
    public String accepted() {
        return values.accepted();
    }

    public String meaning() {
        return meaning;
    }

    /** Integer parameters have a lower bound; text parameters have min -1. */
    public boolean isInteger() {
        return values.min() >= 0;
    }

    public int min() {
        return values.min();
    }

    /**
     * The JMH {@code @Param} that receives one value of this list at a time (each value is its own benchmark), or
     * null when the fork receives the parameter under its own name.
     */
    public String eachAs() {
        return values.eachAs();
    }

    public static List<Parameter> of(Scope scope) {
        return Stream.of(values()).filter(p -> p.scope == scope).toList();
    }

    /** A parameter's values and what it accepts; built by the two factories below. */
    private record Values(String defaultValue, String quickValue, int min, String accepted, String shownDefault,
            String eachAs) {
        static Values integer(String defaultValue, String quickValue, int min) {
            return new Values(defaultValue, quickValue, min, "an integer >= " + min, null, null);
        }

        static Values text(String defaultValue, String quickValue, String accepted) {
            return new Values(defaultValue, quickValue, -1, accepted, null, null);
        }

        /** For a value left empty and resolved per run: what the run takes. */
        Values shownAs(String shown) {
            return new Values(defaultValue, quickValue, min, accepted, shown, eachAs);
        }

        /** An integer with an upper bound too: what it accepts, in words. */
        Values accepting(String words) {
            return new Values(defaultValue, quickValue, min, words, shownDefault, eachAs);
        }

        Values eachAs(String param) {
            return new Values(defaultValue, quickValue, min, accepted, shownDefault, param);
        }
    }
}
