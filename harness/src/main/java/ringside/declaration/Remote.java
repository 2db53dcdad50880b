package ringside.declaration;

import java.util.OptionalLong;
import ringside.parameters.Parameter;
import ringside.parameters.Parameters;
import ringside.remote.RemoteBenchmark;
import ringside.workload.RemoteOneWayWorkload;
import ringside.workload.Workload;

/** Remote: one-way messages and request-reply to a server JVM; each of its two ops records its own messages. */
public final class Remote implements WorkloadDeclaration {
    @Override
    public Workload workload() {
        return Workload.REMOTE;
    }

    @Override
    public Class<?> benchmark() {
        return RemoteBenchmark.class;
    }

    @Override
    public OptionalLong messagesPerOp(Parameters p) {
        return OptionalLong.empty();
    }

    /** Its results keep the name they had before remote had a package of its own. */
    @Override
    public boolean names(String jmhBenchmarkName) {
        return RemoteBenchmark.named(jmhBenchmarkName);
    }

    /** Remote's one-way op; its request-reply ops are {@link Parameters#remoteRequestReply()}, one per rate. */
    public static RemoteOneWayWorkload sizes(Parameters p) {
        return Parameters.checked(() -> new RemoteOneWayWorkload(p.integer(Parameter.remoteMessages),
                p.integer(Parameter.remotePayload)));
    }

    @Override
    public void check(Parameters p) {
        sizes(p);
        p.remoteRequestReply();
    }
}
