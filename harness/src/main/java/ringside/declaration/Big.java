package ringside.declaration;

import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import ringside.bench.BigBenchmark;
import ringside.parameters.Parameter;
import ringside.parameters.Parameters;
import ringside.workload.Await;
import ringside.workload.BigTally;
import ringside.workload.BigWorkload;
import ringside.workload.Workload;

/** Big: every actor pings random others and answers theirs. */
public final class Big implements WorkloadDeclaration {
    /** Savina's Big: per message. */
    private static final SideBySideLoop LOOP = new SideBySideLoop(List.of(Parameter.bigActors, Parameter.bigPings), 0,
            SideBySideLoop.PER_MESSAGE, "big %s actors, %s pings each", (runtime, s, timeout, what) -> {
                BigWorkload w = new BigWorkload(s.get(0), s.get(1));
                return new SideBySideLoop.Timed(() -> {
                    BigTally tally = new BigTally(w);
                    Await.end(runtime.big(tally), timeout, () -> what + " " + w);
                    w.validate(tally.result());
                }, w.messagesPerOp());
            });

    /** Savina's Big as its Akka port writes it, on Akka and Pekko. */
    private static final List<SideBySideRow> ROWS = List.of(
            new SideBySideRow("akka-big", "akka", "typed", "ringside.akka.plain.SavinaBig",
                    List.of(), List.of(), "Savina's Big as its Akka port writes it: a sink and the actors, each pinging"
                            + " a neighbour drawn at random (never itself, as in Ringside's big) and waiting for its"
                            + " pong; " + ProgramNotes.SAVINA_AKKA),
            new SideBySideRow("pekko-big", "pekko", "typed", "ringside.pekko.plain.SavinaBig",
                    List.of(), List.of(), "the same Big on Pekko"));

    @Override
    public Workload workload() {
        return Workload.BIG;
    }

    @Override
    public Class<?> benchmark() {
        return BigBenchmark.class;
    }

    @Override
    public OptionalLong messagesPerOp(Parameters p) {
        return OptionalLong.of(sizes(p).messagesPerOp());
    }

    @Override
    public Optional<Long> aliveAtOnce(Parameters p) {
        return Optional.of((long) sizes(p).bigActors());
    }

    /** Its sizes from the run's parameters. */
    public static BigWorkload sizes(Parameters p) {
        return Parameters.checked(() -> new BigWorkload(p.integer(Parameter.bigActors), p.integer(Parameter.bigPings)));
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
        return Optional.of("a ping and a pong per ping");
    }

    @Override
    public List<SideBySideRow> sideBySideRows() {
        return ROWS;
    }
}
