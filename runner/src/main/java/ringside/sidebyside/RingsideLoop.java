package ringside.sidebyside;

import java.time.Duration;
import java.util.List;
import ringside.contract.Frameworks;
import ringside.contract.VariantRuntime;
import ringside.workload.Await;
import ringside.workload.BigTally;
import ringside.workload.BigWorkload;
import ringside.workload.PingPongCheck;
import ringside.workload.PingPongWorkload;
import ringside.workload.RingWorkload;
import ringside.workload.SieveTally;
import ringside.workload.SieveWorkload;
import ringside.workload.Workload;

/**
 * Ringside's side of a row: the variant's op in a plain loop, no JMH. As a benchmark does, it starts the variant
 * once, awaits every op with the op timeout and validates its result; it runs ops for the warm-up seconds, then
 * for the measured seconds, and prints the mean of the measured ops as one {@link FigureLine}.
 *
 * <p>Arguments: framework, variant, workload (ring, pingpong, sieve or big), op timeout in seconds, parallelism,
 * warm-up seconds, measured seconds, then the sizes ({@link Row}: ring: workerCount ringSize [stackDepth];
 * ping-pong: pingPongCount; sieve: sieveLimit; big: bigActors bigPings).
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
            throw new IllegalArgumentException("usage: RingsideLoop <framework> <variant> ring|pingpong|sieve|big"
                    + " <opTimeout s> <parallelism> <warm-up s> <measured s> <sizes...> (the side-by-side runner"
                    + " passes them)");
        }
        Workload workload = Workload.byName(args[2]);
        Duration timeout = Duration.ofSeconds(Integer.parseInt(args[3]));
        int parallelism = Integer.parseInt(args[4]);
        long warmUpNanos = Duration.ofSeconds(Integer.parseInt(args[5])).toNanos();
        long measuredNanos = Duration.ofSeconds(Integer.parseInt(args[6])).toNanos();
        List<String> sizes = List.of(args).subList(7, args.length);
        String what = args[0] + "/" + args[1] + " " + workload.publicName();
        try (VariantRuntime runtime = Frameworks.named(args[0]).variant(args[1]).start(parallelism)) {
            final Runnable op;
            final double perUnit; // what one op's nanoseconds are divided by for the figure
            switch (workload) {
                case RING -> {
                    RingWorkload w = new RingWorkload(Integer.parseInt(sizes.get(0)), Integer.parseInt(sizes.get(1)),
                            sizes.size() > 2 ? Integer.parseInt(sizes.get(2)) : 0);
                    op = () -> w.validate(Await.result(runtime.ring(w), timeout, () -> what + " " + w));
                    perUnit = w.messagesPerOp();
                }
                case PINGPONG -> {
                    PingPongWorkload w = new PingPongWorkload(Integer.parseInt(sizes.get(0)));
                    op = () -> {
                        PingPongCheck check = new PingPongCheck(w);
                        Await.end(runtime.pingPong(check), timeout, () -> what + " " + w);
                        w.validate(check.result());
                    };
                    perUnit = 1e6; // milliseconds per op
                }
                case SIEVE -> {
                    SieveWorkload w = new SieveWorkload(Integer.parseInt(sizes.get(0)));
                    op = () -> {
                        SieveTally tally = new SieveTally(w);
                        Await.end(runtime.sieve(tally), timeout, () -> what + " " + w);
                        w.validate(tally.result());
                    };
                    perUnit = w.messagesPerOp();
                }
                case BIG -> {
                    BigWorkload w = new BigWorkload(Integer.parseInt(sizes.get(0)), Integer.parseInt(sizes.get(1)));
                    op = () -> {
                        BigTally tally = new BigTally(w);
                        Await.end(runtime.big(tally), timeout, () -> what + " " + w);
                        w.validate(tally.result());
                    };
                    perUnit = w.messagesPerOp();
                }
                default -> throw new IllegalArgumentException("workload: side-by-side runs ring, pingpong, sieve or"
                        + " big, not " + args[2]);
            }
            Window measured = Window.run(op, warmUpNanos, measuredNanos);
            System.out.println(what + ": " + measured.ops() + " measured ops after " + args[5] + " s of warm-up");
            System.out.println(FigureLine.of(measured.meanNanos() / perUnit,
                    Row.unit(workload)));
        }
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
