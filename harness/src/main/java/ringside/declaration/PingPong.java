package ringside.declaration;

import java.util.OptionalLong;
import ringside.bench.PingPongBenchmark;
import ringside.parameters.Parameters;
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
        return OptionalLong.of(p.pingPong().messagesPerOp());
    }
}
