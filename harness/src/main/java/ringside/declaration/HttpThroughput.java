package ringside.declaration;

import java.util.OptionalLong;
import ringside.http.HttpThroughputBenchmark;
import ringside.parameters.Parameters;
import ringside.workload.Workload;

/** httpThroughput: a plaintext server under the load generator; each op records its own responses as its messages. */
public final class HttpThroughput implements WorkloadDeclaration {
    @Override
    public Workload workload() {
        return Workload.HTTP_THROUGHPUT;
    }

    @Override
    public Class<?> benchmark() {
        return HttpThroughputBenchmark.class;
    }

    @Override
    public OptionalLong messagesPerOp(Parameters p) {
        return OptionalLong.empty();
    }

    /** An op is the load generator's runs; its iteration counts the closed loop's responses. */
    @Override
    public String countName() {
        return "requests";
    }

    @Override
    public void check(Parameters p) {
        p.httpConnections();
    }
}
