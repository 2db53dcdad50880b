package ringside.sidebyside;

import java.time.Duration;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import ringside.contract.Frameworks;
import ringside.contract.VariantRuntime;
import ringside.declaration.Declarations;
import ringside.declaration.SideBySideLoop;
import ringside.workload.Workload;

/**
 * Ringside's side of a row: the variant's op in a plain loop, no JMH. As a benchmark does, it starts the variant
 * once, awaits every op with the op timeout and validates its result; it runs ops for the warm-up seconds, then
 * for the measured seconds, and prints the mean of the measured ops as one {@link FigureLine}.
 *
 * <p>Arguments: framework, variant, workload (one whose declaration has a {@link SideBySideLoop}), op timeout in
 * seconds, parallelism, warm-up seconds, measured seconds, then the sizes in its declaration's order, a row's stack
 * depth last ({@link Row}).
 */
public final class RingsideLoop {
    private RingsideLoop() {
    }

    public static void main(String[] args) {
        int status = 0;
        try {
            run(args);
        } catch (Exception | Error e) {
            e.printStackTrace();
            status = 1;
        }
        System.exit(status); // a framework's threads, after a failure too, must not keep the JVM alive
    }

    private static void run(String[] args) throws Exception {
        if (args.length < 8) {
            throw new IllegalArgumentException("usage: RingsideLoop <framework> <variant> <workload: " + loops()
                    + "> <opTimeout s> <parallelism> <warm-up s> <measured s> <sizes...> (the side-by-side runner"
                    + " passes them)");
        }
        Workload workload = Workload.byName(args[2]);
        SideBySideLoop loop = Declarations.of(workload).sideBySideLoop().orElseThrow(() ->
                new IllegalArgumentException("workload: side-by-side loops run " + loops() + ", not " + args[2]));
        Duration timeout = Duration.ofSeconds(Integer.parseInt(args[3]));
        int parallelism = Integer.parseInt(args[4]);
        long warmUpNanos = Duration.ofSeconds(Integer.parseInt(args[5])).toNanos();
        long measuredNanos = Duration.ofSeconds(Integer.parseInt(args[6])).toNanos();
        List<Integer> sizes = Stream.of(args).skip(7).map(Integer::parseInt).toList();
        String what = args[0] + "/" + args[1] + " " + workload.publicName();
        try (VariantRuntime runtime = Frameworks.named(args[0]).variant(args[1]).start(parallelism)) {
            SideBySideLoop.Timed op = loop.op().make(runtime, sizes, timeout, what);
            Window measured = Window.run(op.op(), warmUpNanos, measuredNanos);
            System.out.println(what + ": " + measured.ops() + " measured ops after " + args[5] + " s of warm-up");
            System.out.println(FigureLine.of(measured.meanNanos() / op.perUnit(), loop.unit()));
        }
    }

    /** The workloads whose declarations run in a side-by-side loop, by name. */
    private static String loops() {
        return Stream.of(Workload.values()).filter(w -> Declarations.of(w).sideBySideLoop().isPresent())
                .map(Workload::publicName).collect(Collectors.joining(", "));
    }

    /** The measured ops of a loop: how many, and their mean time. */
    record Window(long ops, double meanNanos) {
        /** Runs {@code op} for {@code warmUp} ns, then for {@code measured} ns (at least once), timing each op. */
        static Window run(Runnable op, long warmUp, long measured) {
            long warmUpEnd = System.nanoTime() + warmUp;
            while (System.nanoTime() < warmUpEnd) {
                op.run();
            }
            long end = System.nanoTime() + measured;
            long ops = 0;
            long total = 0;
            do {
                long start = System.nanoTime();
                op.run();
                total += System.nanoTime() - start;
                ops++;
            } while (System.nanoTime() < end);
            return new Window(ops, (double) total / ops);
        }
    }
}
