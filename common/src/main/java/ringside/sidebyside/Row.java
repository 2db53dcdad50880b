package ringside.sidebyside;

import java.util.ArrayList;
import java.util.List;
import ringside.parameters.Parameter;
import ringside.parameters.Parameters;
import ringside.workload.Workload;

/**
 * One row of the side-by-side evidence: a pattern measured by a plain program in the shape of the framework's own
 * benchmarks ({@code programMain}, in the module's plain package, no Ringside code in it) and by Ringside's op of
 * {@code variant} for the same workload and sizes ({@link RingsideLoop}).
 *
 * <p>Every program takes the same arguments, after its own {@code programOptions}: parallelism, warm-up seconds,
 * measured seconds, then the workload's sizes (ring: workerCount ringSize; ping-pong: pingPongCount); it prints
 * one {@link FigureLine} in the row's {@link #unit}.
 *
 * @param programJvmArgs JVM arguments of the program beyond the fork's (for example a framework setting that
 *     Ringside's variant makes in code)
 * @param program what the program is, in a few words, for the table
 */
public record Row(String name, String framework, Workload workload, String variant, String programMain,
        List<String> programOptions, List<String> programJvmArgs, String program) {

    public Row {
        if (workload != Workload.RING && workload != Workload.PINGPONG) {
            throw new IllegalArgumentException(name + ": side-by-side rows are ring or pingpong, not " + workload);
        }
        programOptions = List.copyOf(programOptions);
        programJvmArgs = List.copyOf(programJvmArgs);
    }

    /** Ring: nanoseconds per message (the op over its ringSize + 1 receives); ping-pong: milliseconds per op. */
    public String unit() {
        return unit(workload);
    }

    static String unit(Workload workload) {
        return workload == Workload.RING ? "ns/msg" : "ms/op";
    }

    /** The workload's sizes as the programs take them, from the run's parameters. */
    List<String> sizes(Parameters p) {
        return workload == Workload.RING
                ? List.of(p.text(Parameter.workerCount), p.text(Parameter.ringSize))
                : List.of(p.text(Parameter.pingPongCount));
    }

    /** The arguments of the framework's program. */
    List<String> programArgs(Parameters p, int parallelism) {
        List<String> args = new ArrayList<>(programOptions);
        args.addAll(window(p, parallelism));
        args.addAll(sizes(p));
        return args;
    }

    /** The arguments of {@link RingsideLoop} for this row. */
    List<String> ringsideArgs(Parameters p, int parallelism) {
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
