package ringside.suite;

import ringside.declaration.Declarations;
import ringside.declaration.WorkloadDeclaration;
import ringside.launcher.BenchmarkSizes;
import ringside.parameters.Parameter;
import ringside.parameters.Parameters;
import ringside.workload.Workload;

/**
 * A benchmark's duration estimated from its parameters alone, where no earlier run on this machine recorded its
 * cost: each fork's JVMs' start, then its iterations as its workload's declaration times them. Rough by design: the
 * progress line corrects it as benchmarks finish, and the run records the real costs for the next one.
 */
final class SizeEstimate {
    /**
     * A fork's start and stop beside its iterations: the JVM, JMH's handshake, the framework's runtime. The forks of the
     * 2026-12 ping-pong runs on a 2-core machine took 0.2-4.3 s beside their iterations (Clojure's 12 s aside).
     */
    static final double JVM_START_SECONDS = 2.5;
    /** Touching the fork's heap at start (-XX:+AlwaysPreTouch), per GiB: 0.75 s for 2 GiB on that machine. */
    static final double HEAP_TOUCH_SECONDS_PER_GIB = 0.4;

    private SizeEstimate() {
    }

    /** Seconds of one fork of one benchmark of the workload (one stack depth, one rate). */
    static double perBenchmarkFork(Workload workload, Parameters p) {
        WorkloadDeclaration declared = Declarations.of(workload);
        return declared.jvmsPerFork() * JVM_START_SECONDS + heapGib(p.text(Parameter.heap))
                * HEAP_TOUCH_SECONDS_PER_GIB + declared.iterationSeconds(p);
    }

    /** Seconds of all the workload's benchmarks in a module run: each fork of each, and one it runs once (remote). */
    static double ofWorkload(Workload workload, Parameters p) {
        WorkloadDeclaration declared = Declarations.of(workload);
        double once = declared.onceSeconds(p).stream().map(s -> declared.jvmsPerFork() * JVM_START_SECONDS + s)
                .sum();
        return p.integer(Parameter.forks) * (BenchmarkSizes.count(workload, p) * perBenchmarkFork(workload, p) + once);
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
