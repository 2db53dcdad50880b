package ringside.declaration;

import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import ringside.bench.RingBenchmark;
import ringside.parameters.Parameter;
import ringside.parameters.Parameters;
import ringside.workload.Await;
import ringside.workload.RingWorkload;
import ringside.workload.Workload;

/** Ring: a token passed round a ring of workers; a benchmark per stackDepth. */
public final class Ring implements WorkloadDeclaration {
    /** OpenJDK's loom Ring and Quasar's and kotlinx.coroutines' ring benchmarks: per message, at a row's depth too. */
    private static final SideBySideLoop LOOP = new SideBySideLoop(List.of(Parameter.workerCount, Parameter.ringSize),
            RingWorkload.MAX_STACK_DEPTH, SideBySideLoop.PER_MESSAGE, "ring %s workers, %s hops",
            (runtime, s, timeout, what) -> {
                RingWorkload w = new RingWorkload(s.get(0), s.get(1), s.size() > 2 ? s.get(2) : 0);
                return new SideBySideLoop.Timed(() -> w.validate(Await.result(runtime.ring(w), timeout,
                        () -> what + " " + w)), w.messagesPerOp());
            });

    /** loom-ring-depth's depth: one of those OpenJDK's Ring runs (1, 4, 16, 64, 256), deep enough to cost. */
    private static final int RING_DEPTH = 64;

    /** The frameworks' own ring benchmarks beside Ringside's ring (docs/side-by-side.md). */
    private static final List<SideBySideRow> ROWS = List.of(
            new SideBySideRow("loom-ring", "loom", "vthreads", "ringside.loom.plain.PlainRing",
                    List.of(), List.of(), "OpenJDK's loom Ring shape: virtual threads started once, chained by"
                            + " SynchronousQueues; the main thread puts each trip in at the head and takes it out at"
                            + " the tail"),
            new SideBySideRow("loom-ring-depth", "loom", "vthreads", "ringside.loom.plain.PlainRingAtDepth",
                    List.of(), List.of(), "OpenJDK's loom Ring shape at stack depth " + RING_DEPTH + ": as loom-ring,"
                            + " each thread taking and putting " + RING_DEPTH + " frames deep in a recursive method"
                            + " with a small frame (its ChannelFixedStackI2); Ringside's workers receive " + RING_DEPTH
                            + " frames deep",
                    RING_DEPTH),
            new SideBySideRow("quasar-ring", "quasar", "actor", "ringside.quasar.plain.ActorRing",
                    List.of(), List.of(), "Quasar's own actor RingBenchmark shape: a manager and its relays, one"
                            + " message round per round, default mailbox and fiber scheduler"),
            new SideBySideRow("kotlin-ring", "kotlin", "channel", "ringside.kotlin.plain.ActorRingKt",
                    List.of(), List.of(), "kotlinx.coroutines' CycledActorsBenchmark shape: actor {} of capacity 1024"
                            + " in a cycle, one Letter(Ball(n), sender) counting down, on Dispatchers.Default"),
            new SideBySideRow("clojure-ring", "clojure", "go-rendezvous", "clojure.main",
                    List.of("-m", "ringside.clojure.plain.ring"), List.of(ProgramNotes.CLOJURE_PLAIN_POOL),
                    "go blocks as core.async's walkthrough writes them: one per worker in a cycle, an unbuffered"
                            + " (chan) into each, a number counting down; each block's count is its value, the main"
                            + " thread waiting with <!!; go blocks on a fixed pool of the run's size, given by"
                            + " core.async's executor-factory property. " + ProgramNotes.CLOJURE_LIKE_WITH_LIKE));

    @Override
    public Workload workload() {
        return Workload.RING;
    }

    @Override
    public Class<?> benchmark() {
        return RingBenchmark.class;
    }

    @Override
    public OptionalLong messagesPerOp(Parameters p) {
        return OptionalLong.of(sizes(p).messagesPerOp());
    }

    /** The ring's sizes at depth 0 (a depth changes no count; {@link Parameters#stackDepths()} checks each depth). */
    public static RingWorkload sizes(Parameters p) {
        return Parameters.checked(() -> new RingWorkload(p.integer(Parameter.workerCount),
                p.integer(Parameter.ringSize)));
    }

    @Override
    public void check(Parameters p) {
        sizes(p);
        p.stackDepths();
    }

    @Override
    public Optional<SideBySideLoop> sideBySideLoop() {
        return Optional.of(LOOP);
    }

    @Override
    public Optional<String> messagesInWords() {
        return Optional.of("ringSize + 1");
    }

    @Override
    public boolean inEveryLegend() {
        return true;
    }

    @Override
    public List<SideBySideRow> sideBySideRows() {
        return ROWS;
    }
}
