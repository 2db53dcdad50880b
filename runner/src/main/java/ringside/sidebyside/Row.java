package ringside.sidebyside;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import ringside.declaration.Declarations;
import ringside.declaration.SideBySideLoop;
import ringside.declaration.WorkloadDeclaration;
import ringside.parameters.Parameter;
import ringside.parameters.Parameters;
import ringside.workload.Workload;

/**
 * One row of the side-by-side evidence: a pattern measured by a plain program in the shape of the framework's own
 * benchmarks ({@code programMain}, in the module's plain package, no Ringside code in it) and by Ringside's op of
 * {@code variant} for the same workload and sizes ({@link RingsideLoop}).
 *
 * <p>Every program takes the same arguments, after its own {@code programOptions}: parallelism, warm-up seconds,
 * measured seconds, then the workload's sizes in the order its declaration gives them ({@link SideBySideLoop}), and
 * the row's stackDepth last when it has one; it prints one {@link FigureLine} in the row's {@link #unit}.
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
    public Row {
        WorkloadDeclaration declared = Declarations.of(workload);
        if (declared.sideBySideLoop().isEmpty() && declared.sideBySideServer().isEmpty()) {
            throw new IllegalArgumentException(name + ": side-by-side rows are " + workloads() + ", not "
                    + workload.publicName());
        }
        int deepest = declared.sideBySideLoop().map(SideBySideLoop::maxStackDepth).orElse(0);
        if (stackDepth < 0 || stackDepth > deepest) {
            throw new IllegalArgumentException(name + ": stackDepth " + stackDepth + " is not accepted for a "
                    + workload.publicName() + " row; expected " + (deepest == 0 ? "none" : "0 to " + deepest));
        }
        programOptions = List.copyOf(programOptions);
        programJvmArgs = List.copyOf(programJvmArgs);
    }

    /** A row at no stack depth. */
    public Row(String name, String framework, Workload workload, String variant, String programMain,
            List<String> programOptions, List<String> programJvmArgs, String program) {
        this(name, framework, workload, variant, programMain, programOptions, programJvmArgs, program, 0);
    }

    /** The workloads a row can carry, by name: those their declarations measure side by side. */
    static String workloads() {
        return Arrays.stream(Workload.values()).filter(w -> Declarations.of(w).sideBySideLoop().isPresent()
                || Declarations.of(w).sideBySideServer().isPresent()).map(Workload::publicName)
                .collect(Collectors.joining(", "));
    }

    /** The figure's unit, as the workload's declaration gives it (a server row's: requests per second). */
    public String unit() {
        return loop().map(SideBySideLoop::unit).orElseGet(() -> Declarations.of(workload).sideBySideServer()
                .orElseThrow());
    }

    /** A plaintext server row, measured from outside by the load generator rather than by a loop inside. */
    public boolean server() {
        return loop().isEmpty();
    }

    /** How Ringside's side runs the row's op; empty for a server row. */
    Optional<SideBySideLoop> loop() {
        return Declarations.of(workload).sideBySideLoop();
    }

    /** The main class of Ringside's side. */
    String ringsideMain() {
        return (server() ? RingsideServer.class : RingsideLoop.class).getName();
    }

    /** The workload's sizes as the programs take them, from the run's parameters (and the row's depth last). */
    List<String> sizes(Parameters p) {
        List<String> sizes = new ArrayList<>(loop().orElseThrow().sizes().stream().map(p::text).toList());
        if (stackDepth != 0) {
            sizes.add(Integer.toString(stackDepth));
        }
        return sizes;
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
