package ringside.suite;

import ringside.bench.FootprintBenchmark;
import ringside.bench.LatencyBenchmark;
import ringside.http.HttpThroughputBenchmark;
import ringside.launcher.BenchmarkCost;
import ringside.launcher.BenchmarkSizes;
import ringside.parameters.Parameter;
import ringside.parameters.Parameters;
import ringside.remote.RemoteBenchmark;
import ringside.workload.Workload;

/**
 * A benchmark's duration estimated from its parameters alone, where no earlier run on this machine recorded its
 * cost: each fork's start, then its iterations (a timed workload's warm-up and measured iterations; footprint's,
 * latency's, remote's and httpThroughput's own ops, timed by their sizes). Rough by design: the progress line corrects it as benchmarks
 * finish, and the run records the real costs for the next one.
 */
final class SizeEstimate {
    /**
     * A fork's start and stop beside its iterations: the JVM, JMH's handshake, the framework's runtime. The forks of the
     * 2026-12 ping-pong runs on a 2-core machine took 0.2-4.3 s beside their iterations (Clojure's 12 s aside).
     */
    static final double JVM_START_SECONDS = 2.5;
    /** Touching the fork's heap at start (-XX:+AlwaysPreTouch), per GiB: 0.75 s for 2 GiB on that machine. */
    static final double HEAP_TOUCH_SECONDS_PER_GIB = 0.4;
    /** footprint: making and stopping one idle actor, in one op. */
    static final double FOOTPRINT_SECONDS_PER_ACTOR = 1e-5;
    /** httpThroughput: building its load generator in each fork (Go's build cache keeps it short). */
    static final double HTTP_LOAD_BUILD_SECONDS = 2;
    /** remote's one-way throughput: one message of an op, across the two JVMs. */
    static final double REMOTE_SECONDS_PER_MESSAGE = 1e-6;

    private SizeEstimate() {
    }

    /** Seconds of one fork of one benchmark of the workload (one stack depth, one rate). */
    static double perBenchmarkFork(Workload workload, Parameters p) {
        double start = JVM_START_SECONDS + heapGib(p.text(Parameter.heap)) * HEAP_TOUCH_SECONDS_PER_GIB;
        return start + switch (workload) {
            case FOOTPRINT -> (FootprintBenchmark.WARM_UP_OPS + FootprintBenchmark.MEASURED_OPS)
                    * p.integer(Parameter.footprintActors) * FOOTPRINT_SECONDS_PER_ACTOR;
            case LATENCY -> (LatencyBenchmark.WARM_UP_OPS + LatencyBenchmark.MEASURED_OPS)
                    * p.integer(Parameter.latencyDuration);
            case REMOTE -> JVM_START_SECONDS // the server JVM beside each fork
                    + (RemoteBenchmark.WARM_UP_OPS + RemoteBenchmark.MEASURED_OPS) * p.integer(Parameter.remoteDuration);
            case HTTP_THROUGHPUT -> HTTP_LOAD_BUILD_SECONDS // measured ops run the generator twice: full speed, fixed rate
                    + (HttpThroughputBenchmark.WARM_UP_OPS + 2 * HttpThroughputBenchmark.MEASURED_OPS)
                    * p.integer(Parameter.httpDuration);
            default -> BenchmarkCost.iterationSeconds(workload, p);
        };
    }

    /** Seconds of all the workload's benchmarks in a module run: each fork of each, and remote's one-way too. */
    static double ofWorkload(Workload workload, Parameters p) {
        double oneWay = workload != Workload.REMOTE ? 0 : 2 * JVM_START_SECONDS
                + (RemoteBenchmark.ONE_WAY_WARM_UP_OPS + RemoteBenchmark.ONE_WAY_MEASURED_OPS)
                * p.integer(Parameter.remoteMessages) * REMOTE_SECONDS_PER_MESSAGE;
        return p.integer(Parameter.forks) * (BenchmarkSizes.count(workload, p) * perBenchmarkFork(workload, p) + oneWay);
    }

    /** A JVM size (2g, 512m, 1024k, bytes) in GiB. */
    static double heapGib(String size) {
        char unit = Character.toLowerCase(size.charAt(size.length() - 1));
        String digits = Character.isDigit(unit) ? size : size.substring(0, size.length() - 1);
        double perGib = switch (unit) {
            case 'g' -> 1;
            case 'm' -> 1024;
            case 'k' -> 1024 * 1024;
            default -> 1024 * 1024 * 1024;
        };
        return Long.parseLong(digits) / perGib;
    }
}
