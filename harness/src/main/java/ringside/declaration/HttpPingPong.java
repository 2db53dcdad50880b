package ringside.declaration;

import java.util.OptionalLong;
import ringside.http.HttpPingPongBenchmark;
import ringside.parameters.Parameter;
import ringside.parameters.Parameters;
import ringside.workload.HttpPingPongWorkload;
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
        return OptionalLong.of(sizes(p).messagesPerOp());
    }

    /** Its sizes from the run's parameters. */
    public static HttpPingPongWorkload sizes(Parameters p) {
        return Parameters.checked(() -> new HttpPingPongWorkload(p.integer(Parameter.httpPingPongCount)));
    }

    @Override
    public void check(Parameters p) {
        sizes(p);
    }
}
