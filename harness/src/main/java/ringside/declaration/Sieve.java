package ringside.declaration;

import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import ringside.bench.SieveBenchmark;
import ringside.parameters.Parameter;
import ringside.parameters.Parameters;
import ringside.workload.Await;
import ringside.workload.SieveTally;
import ringside.workload.SieveWorkload;
import ringside.workload.Workload;

/** Sieve: a pipeline of filters, one per prime, each dropping its own multiples. */
public final class Sieve implements WorkloadDeclaration {
    /** Savina's Sieve and the kotlinx.coroutines guide's prime pipeline: per message. */
    private static final SideBySideLoop LOOP = new SideBySideLoop(List.of(Parameter.sieveLimit), 0,
            SideBySideLoop.PER_MESSAGE, "sieve limit %s", (runtime, s, timeout, what) -> {
                SieveWorkload w = new SieveWorkload(s.get(0));
                return new SideBySideLoop.Timed(() -> {
                    SieveTally tally = new SieveTally(w);
                    Await.end(runtime.sieve(tally), timeout, () -> what + " " + w);
                    w.validate(tally.result());
                }, w.messagesPerOp());
            });

    /** Savina's Sieve and the kotlinx.coroutines guide's prime pipeline. */
    private static final List<SideBySideRow> ROWS = List.of(
            new SideBySideRow("akka-sieve", "akka", "typed", "ringside.akka.plain.SavinaSieve",
                    List.of(), List.of(), "Savina's Sieve as its Akka port writes it: a producer telling the odd"
                            + " candidates, boxed, to a chain of filters, the last making the next for a new prime; one"
                            + " prime per filter, as in Ringside's sieve (Savina's default holds up to 1,000); "
                            + ProgramNotes.SAVINA_AKKA),
            new SideBySideRow("pekko-sieve", "pekko", "typed", "ringside.pekko.plain.SavinaSieve",
                    List.of(), List.of(), "the same Sieve on Pekko"),
            new SideBySideRow("kotlin-sieve", "kotlin", "channel", "ringside.kotlin.plain.PrimePipelineKt",
                    List.of(), List.of(), "the kotlinx.coroutines guide's prime pipeline: numbersFrom and filter, each"
                            + " a produce {} (unbuffered channels), the sieving coroutine taking each prime from the"
                            + " tail and putting its filter after it; on Dispatchers.Default"));

    @Override
    public Workload workload() {
        return Workload.SIEVE;
    }

    @Override
    public Class<?> benchmark() {
        return SieveBenchmark.class;
    }

    @Override
    public OptionalLong messagesPerOp(Parameters p) {
        return OptionalLong.of(sizes(p).messagesPerOp());
    }

    /** Every filter, and the generator until its end. */
    @Override
    public Optional<Long> aliveAtOnce(Parameters p) {
        return Optional.of(sizes(p).filters() + 1L);
    }

    /** Its sizes from the run's parameters. */
    public static SieveWorkload sizes(Parameters p) {
        return Parameters.checked(() -> new SieveWorkload(p.integer(Parameter.sieveLimit)));
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
        return Optional.of("every number each filter receives, and the end once per filter");
    }

    @Override
    public List<SideBySideRow> sideBySideRows() {
        return ROWS;
    }
}
