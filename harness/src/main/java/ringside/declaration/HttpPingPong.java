package ringside.declaration;

import java.util.OptionalLong;
import ringside.http.HttpPingPongBenchmark;
import ringside.parameters.Parameters;
import ringside.workload.Workload;

/** httpPingPong: round trips over one kept-alive HTTP connection. */
public final class HttpPingPong implements WorkloadDeclaration {
    @Override
    public Workload workload() {
        return Workload.HTTP_PING_PONG;
    }

    @Override
    public Class<?> benchmark() {
        return HttpPingPongBenchmark.class;
    }

    @Override
    public OptionalLong messagesPerOp(Parameters p) {
        return OptionalLong.of(p.httpPingPong().messagesPerOp());
    }
}
