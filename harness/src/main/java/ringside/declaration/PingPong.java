package ringside.declaration;

import java.util.OptionalLong;
import ringside.bench.PingPongBenchmark;
import ringside.parameters.Parameter;
import ringside.parameters.Parameters;
import ringside.workload.PingPongWorkload;
import ringside.workload.Workload;

/** Ping-pong: round trips between two actors; a benchmark per stackDepth. */
public final class PingPong implements WorkloadDeclaration {
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
}
