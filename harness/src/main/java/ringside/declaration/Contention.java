package ringside.declaration;

import java.util.Optional;
import java.util.OptionalLong;
import ringside.bench.ContentionBenchmark;
import ringside.parameters.Parameter;
import ringside.parameters.Parameters;
import ringside.workload.ContentionWorkload;
import ringside.workload.Workload;

/** Contention: many senders at once into one receiver's mailbox. */
public final class Contention implements WorkloadDeclaration {
    @Override
    public Workload workload() {
        return Workload.CONTENTION;
    }

    @Override
    public Class<?> benchmark() {
        return ContentionBenchmark.class;
    }

    @Override
    public OptionalLong messagesPerOp(Parameters p) {
        return OptionalLong.of(sizes(p).messagesPerOp());
    }

    /** Its sizes from the run's parameters. */
    public static ContentionWorkload sizes(Parameters p) {
        return Parameters.checked(() -> new ContentionWorkload(p.integer(Parameter.contentionSenders),
                p.integer(Parameter.contentionMessages)));
    }

    @Override
    public void check(Parameters p) {
        sizes(p);
    }

    @Override
    public Optional<String> messagesInWords() {
        return Optional.of("1 per number");
    }

    @Override
    public boolean inEveryLegend() {
        return true;
    }
}
