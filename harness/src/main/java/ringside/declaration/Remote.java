package ringside.declaration;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import ringside.parameters.Parameter;
import ringside.parameters.ParameterException;
import ringside.parameters.Parameters;
import ringside.remote.RemoteBenchmark;
import ringside.workload.LatencyWorkload;
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

    /** Remote's one-way op; its request-reply ops are {@link #requestReply}, one per rate. */
    public static RemoteOneWayWorkload sizes(Parameters p) {
        return Parameters.checked(() -> new RemoteOneWayWorkload(p.integer(Parameter.remoteMessages),
                p.integer(Parameter.remotePayload)));
    }

    /** Remote's request-reply: one workload per offered rate, in the order given, each remoteDuration seconds long. */
    public static List<LatencyWorkload> requestReply(Parameters p) {
        List<LatencyWorkload> out = new ArrayList<>();
        int duration = p.integer(Parameter.remoteDuration);
        for (String rate : p.rates(Parameter.remoteRates)) {
            long requests = Long.parseLong(rate) * duration;
            if (requests > LatencyWorkload.MAX_REQUESTS) {
                throw new ParameterException("remoteRates x remoteDuration: " + requests + " requests per op is not"
                        + " accepted; expected at most " + LatencyWorkload.MAX_REQUESTS);
            }
            out.add(Parameters.checked(() -> new LatencyWorkload(Integer.parseInt(rate), (int) requests)));
        }
        return List.copyOf(out);
    }

    @Override
    public void check(Parameters p) {
        sizes(p);
        requestReply(p);
    }
}
