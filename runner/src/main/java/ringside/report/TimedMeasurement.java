package ringside.report;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import ringside.bench.IterationResults;
import ringside.parameters.Parameter;
import ringside.statistics.ForkSamples;

/** A timed result as the report reads it from a JMH run: who ran it, its sizes, its samples and its figures. */
final class TimedMeasurement {
    /** The JMH parameters that say who ran and how (not what was measured): never part of a result's sizes. */
    private static final Set<String> IDENTITY_PARAMS = Set.of("framework", "variant", "parallelism", "cpuSet",
            Parameter.opTimeout.name(), Parameter.remoteHost.name(), Parameter.remotePort.name());
    /** JMH's GC profiler: bytes allocated per op. */
    private static final String ALLOCATION = "gc.alloc.rate.norm";

    private TimedMeasurement() {
    }

    static Measurement of(JmhRun run) {
        Map<String, String> sizes = sizes(run);
        JsonObject metric = run.primaryMetric();
        List<String> jvmArgs = new ArrayList<>();
        run.json().getAsJsonArray("jvmArgs").forEach(a -> jvmArgs.add(a.getAsString()));
        ForkSamples samples = JmhRun.samples(metric);
        double error = samples.halfWidth();
        // where each fork's warm-up was judged, its samples start where it ended: the score is theirs, not JMH's (the
        // fork means are always the samples', which are rawData's where nothing was judged)
        boolean judged = metric.has(IterationResults.WARMUP_RAW_DATA);
        return new Measurement(run.framework(), run.variant(), run.workload(), run.parallelism(), run.cpuSet(),
                Map.copyOf(sizes), judged ? samples.mean() : metric.get("score").getAsDouble(), error,
                metric.get("scoreUnit").getAsString(), samples.means(),
                run.iterationsPerFork(),
                String.join(" ", jvmArgs), run.jdk(), run.messagesPerOp(), run.figure(ALLOCATION).mean(), samples);
    }

    /** What a run measured beside who ran it and how: its JMH parameters but the identity ones (and depth 0). */
    static Map<String, String> sizes(JmhRun run) {
        Map<String, String> sizes = new LinkedHashMap<>();
        for (Map.Entry<String, JsonElement> e : run.params().entrySet()) {
            if (!IDENTITY_PARAMS.contains(e.getKey()) && !isDepthZero(e.getKey(), e.getValue().getAsString())) {
                sizes.put(e.getKey(), e.getValue().getAsString());
            }
        }
        return sizes;
    }

    /**
     * Depth 0 is the ring and ping-pong as they were before stackDepth existed: left out of the sizes, so such a result
     * reads, groups and compares as before (and as a stored run or a reference without the parameter).
     */
    private static boolean isDepthZero(String param, String value) {
        return param.equals(Parameter.stackDepth.name()) && value.equals("0");
    }
}
