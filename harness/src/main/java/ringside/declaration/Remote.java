package ringside.declaration;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
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
    /** One message of the one-way op, across the two JVMs: a rough figure, which recorded costs replace. */
    static final double SECONDS_PER_MESSAGE = 1e-6;

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

    /** Request-reply's fixed ops, on its method (the one-way benchmark fixes its own): one per rate. */
    @Override
    public int warmupIterations(Parameters p) {
        return RemoteBenchmark.WARM_UP_OPS;
    }

    @Override
    public int iterations(Parameters p) {
        return RemoteBenchmark.MEASURED_OPS;
    }

    @Override
    public double iterationSeconds(Parameters p) {
        return (warmupIterations(p) + iterations(p)) * p.integer(Parameter.remoteDuration);
    }

    /** The fork and its server JVM. */
    @Override
    public int jvmsPerFork() {
        return 2;
    }

    /** The one-way benchmark, once per module run beside one request-reply benchmark per rate. */
    @Override
    public OptionalDouble onceSeconds(Parameters p) {
        return OptionalDouble.of((RemoteBenchmark.ONE_WAY_WARM_UP_OPS + RemoteBenchmark.ONE_WAY_MEASURED_OPS)
                * p.integer(Parameter.remoteMessages) * SECONDS_PER_MESSAGE);
    }

    @Override
    public Optional<String> notForReferences() {
        return Optional.of("remote runs between two JVMs over a framework's own remoting; the reference programs have"
                + " none");
    }
}
