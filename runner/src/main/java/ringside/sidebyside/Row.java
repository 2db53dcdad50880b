package ringside.sidebyside;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import ringside.http.HttpThroughputBenchmark;
import ringside.parameters.Parameter;
import ringside.parameters.Parameters;
import ringside.workload.RingWorkload;
import ringside.workload.Workload;

/**
 * One row of the side-by-side evidence: a pattern measured by a plain program in the shape of the framework's own
 * benchmarks ({@code programMain}, in the module's plain package, no Ringside code in it) and by Ringside's op of
 * {@code variant} for the same workload and sizes ({@link RingsideLoop}).
 *
 * <p>Every program takes the same arguments, after its own {@code programOptions}: parallelism, warm-up seconds,
 * measured seconds, then the workload's sizes (ring: workerCount ringSize, and the row's stackDepth when it has
 * one; ping-pong: pingPongCount; sieve: sieveLimit; big: bigActors bigPings); it prints one {@link FigureLine} in
 * the row's {@link #unit}.
 *
 * <p>A {@link #server} row (httpThroughput, a plaintext row) differs: its program takes only parallelism, serves
 * until killed and prints one {@link ListeningLine}; Ringside's side is {@link RingsideServer}; the runner measures
 * both with the load generator, once per connection count ({@link RowRun}).
 *
 * @param programJvmArgs JVM arguments of the program beyond the fork's (for example a framework setting that
 *     Ringside's variant makes in code)
 * @param program what the program is, in a few words, for the table
 * @param stackDepth the ring's stack depth on both sides (0: none); the row's own, not the run's, so that a stored
 *     run's row reads the same whatever the run's stackDepth was
 */
public record Row(String name, String framework, Workload workload, String variant, String programMain,
        List<String> programOptions, List<String> programJvmArgs, String program, int stackDepth) {
    /** The workloads a row can carry: those whose op RingsideLoop runs, and the plaintext server's. */
    static final Set<Workload> WORKLOADS = Set.of(Workload.RING, Workload.PINGPONG, Workload.SIEVE, Workload.BIG,
            Workload.HTTP_THROUGHPUT);

    public Row {
        if (!WORKLOADS.contains(workload)) {
            throw new IllegalArgumentException(name + ": side-by-side rows are ring, pingpong, sieve, big or"
                    + " httpThroughput, not " + workload);
        }
        if (stackDepth != 0) {
            if (workload != Workload.RING) {
                throw new IllegalArgumentException(name + ": only a ring row has a stack depth, not " + workload);
            }
            new RingWorkload(2, 1, stackDepth); // its range, checked once, where the workload defines it
        }
        programOptions = List.copyOf(programOptions);
        programJvmArgs = List.copyOf(programJvmArgs);
    }

    /** A row at no stack depth. */
    public Row(String name, String framework, Workload workload, String variant, String programMain,
            List<String> programOptions, List<String> programJvmArgs, String program) {
        this(name, framework, workload, variant, programMain, programOptions, programJvmArgs, program, 0);
    }

    /**
     * Ring, sieve and big: nanoseconds per message (the op over all its messages, as the suite counts them);
     * ping-pong: milliseconds per op; a server row: requests per second, the one figure where higher is faster.
     */
    public String unit() {
        return unit(workload);
    }

    static String unit(Workload workload) {
        return switch (workload) {
            case PINGPONG -> "ms/op";
            case HTTP_THROUGHPUT -> HttpThroughputBenchmark.PER_SECOND;
            default -> "ns/msg";
        };
    }

    /** A plaintext server row, measured from outside by the load generator rather than by a loop inside. */
    public boolean server() {
        return workload == Workload.HTTP_THROUGHPUT;
    }

    /** The main class of Ringside's side. */
    String ringsideMain() {
        return (server() ? RingsideServer.class : RingsideLoop.class).getName();
    }

    /** The workload's sizes as the programs take them, from the run's parameters (and the row's depth). */
    List<String> sizes(Parameters p) {
        return switch (workload) {
            case RING -> stackDepth == 0 ? List.of(p.text(Parameter.workerCount), p.text(Parameter.ringSize))
                    : List.of(p.text(Parameter.workerCount), p.text(Parameter.ringSize), Integer.toString(stackDepth));
            case PINGPONG -> List.of(p.text(Parameter.pingPongCount));
            case SIEVE -> List.of(p.text(Parameter.sieveLimit));
            case BIG -> List.of(p.text(Parameter.bigActors), p.text(Parameter.bigPings));
            default -> throw new IllegalStateException(workload + " is not a row's workload");
        };
    }

    /** The arguments of the framework's program. */
    List<String> programArgs(Parameters p, int parallelism) {
        List<String> args = new ArrayList<>(programOptions);
        if (server()) {
            args.add(Integer.toString(parallelism));
            return args;
        }
        args.addAll(window(p, parallelism));
        args.addAll(sizes(p));
        return args;
    }

    /** The arguments of {@link RingsideLoop}, or {@link RingsideServer} for a server row. */
    List<String> ringsideArgs(Parameters p, int parallelism) {
        if (server()) {
            return List.of(framework, variant, Integer.toString(parallelism));
        }
        List<String> args = new ArrayList<>(List.of(framework, variant, workload.publicName(),
                p.text(Parameter.opTimeout)));
        args.addAll(window(p, parallelism));
        args.addAll(sizes(p));
        return args;
    }

    private static List<String> window(Parameters p, int parallelism) {
        return List.of(Integer.toString(parallelism), p.text(Parameter.sideBySideWarmup),
                p.text(Parameter.sideBySideTime));
    }
}
