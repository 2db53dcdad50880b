package ringside.declaration;

import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import ringside.bench.PingPongBenchmark;
import ringside.parameters.Parameter;
import ringside.parameters.Parameters;
import ringside.workload.Await;
import ringside.workload.PingPongCheck;
import ringside.workload.PingPongWorkload;
import ringside.workload.Workload;

/** Ping-pong: round trips between two actors; a benchmark per stackDepth. */
public final class PingPong implements WorkloadDeclaration {
    /** The frameworks' own ping-pong benchmarks time whole ops: milliseconds per op. */
    private static final SideBySideLoop LOOP = new SideBySideLoop(List.of(Parameter.pingPongCount), 0, "ms/op",
            "ping-pong %s round trips", (runtime, s, timeout, what) -> {
                PingPongWorkload w = new PingPongWorkload(s.get(0));
                return new SideBySideLoop.Timed(() -> {
                    PingPongCheck check = new PingPongCheck(w);
                    Await.end(runtime.pingPong(check), timeout, () -> what + " " + w);
                    w.validate(check.result());
                }, 1e6);
            });

    /** The frameworks' own ping-pong benchmarks and examples beside Ringside's ping-pong. */
    private static final List<SideBySideRow> ROWS = List.of(
            new SideBySideRow("loom-pingpong", "loom", "vthreads", "ringside.loom.plain.PlainPingPong",
                    List.of(), List.of(), "two virtual threads handing an int over a LinkedTransferQueue each way"),
            new SideBySideRow("akka-pingpong", "akka", "typed", "ringside.akka.plain.EchoPair",
                    List.of(), List.of(), "Akka's TypedActorBenchmark echo pair at batch 1: one singleton message"
                            + " each way, default dispatcher (throughput 5) and mailbox"),
            new SideBySideRow("pekko-pingpong", "pekko", "typed", "ringside.pekko.plain.EchoPair",
                    List.of(), List.of(), "the same echo pair on Pekko"),
            new SideBySideRow("pekko-pingpong-virtual", "pekko", "typed-virtual",
                    "ringside.pekko.plain.EchoPair", List.of(),
                    List.of("-Dpekko.actor.default-dispatcher.fork-join-executor.virtualize=on"),
                    "the same echo pair on Pekko, its default dispatcher virtualized (fork-join-executor.virtualize"
                            + " = on, set as a system property)"),
            new SideBySideRow("vertx-pingpong", "vertx", "eventbus", "ringside.vertx.plain.PlainPingPong",
                    List.of(), List.of(), "two verticles deployed once, an Integer each way on the event bus"),
            new SideBySideRow("kilim-pingpong", "kilim", "mailbox", "ringside.kilim.plain.PlainPingPong",
                    List.of("default"), List.of(), "two tasks, a Mailbox each, an Integer each way, on"
                            + " Scheduler.make(n)"),
            new SideBySideRow("kilim-pingpong-forkjoin", "kilim", "mailbox-forkjoin",
                    "ringside.kilim.plain.PlainPingPong", List.of("forkjoin"), List.of(),
                    "the same two tasks on kilim.ForkJoinScheduler(n)"),
            new SideBySideRow("kotlin-pingpong", "kotlin", "channel", "ringside.kotlin.plain.ActorPingPongKt",
                    List.of(), List.of(), "kotlinx.coroutines' PingPongActorBenchmark shape: two actor {} of"
                            + " capacity 1 sending Letter(Ball(n), sender), on Dispatchers.Default"),
            new SideBySideRow("clojure-pingpong", "clojure", "go-rendezvous", "clojure.main",
                    List.of("-m", "ringside.clojure.plain.ping-pong"), List.of(ProgramNotes.CLOJURE_PLAIN_POOL),
                    "go blocks as core.async's walkthrough writes them: two go blocks, an unbuffered (chan) each way,"
                            + " the main thread waiting with <!!; go blocks on a fixed pool of the run's size, given"
                            + " by core.async's executor-factory property. " + ProgramNotes.CLOJURE_LIKE_WITH_LIKE));

    @Override
    public Workload workload() {
        return Workload.PINGPONG;
    }

    @Override
    public Class<?> benchmark() {
        return PingPongBenchmark.class;
    }

    @Override
    public OptionalLong messagesPerOp(Parameters p) {
        return OptionalLong.of(sizes(p).messagesPerOp());
    }

    /** Ping-pong's sizes at depth 0 (a depth changes no count). */
    public static PingPongWorkload sizes(Parameters p) {
        return Parameters.checked(() -> new PingPongWorkload(p.integer(Parameter.pingPongCount)));
    }

    @Override
    public void check(Parameters p) {
        sizes(p);
    }

    @Override
    public Optional<SideBySideLoop> sideBySideLoop() {
        return Optional.of(LOOP);
    }

    @Override
    public Optional<String> messagesInWords() {
        return Optional.of("2 per round trip");
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
