package ringside.report;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Predicate;
import ringside.bench.Benchmarks;
import ringside.bench.FootprintBenchmark;
import ringside.bench.LatencyBenchmark;
import ringside.parameters.Parameter;
import ringside.remote.RemoteBenchmark;
import ringside.workload.Pacer;
import ringside.workload.Workload;

/**
 * Reads the JSON files JMH writes ({@code -rf json}) into measurements (time), footprints (memory) and latencies.
 */
public final class JmhResults {
    /** JMH parameters that say what ran, not how big it was. */
    /** The JMH parameters that say who ran and how (not what was measured): never part of a result's sizes. */
    private static final Set<String> IDENTITY_PARAMS = Set.of("framework", "variant", "parallelism", "cpuSet",
            Parameter.opTimeout.name(), Parameter.remoteHost.name(), Parameter.remotePort.name());
    /** JMH's GC profiler: bytes allocated per op. */
    private static final String ALLOCATION = "gc.alloc.rate.norm";
    /** JMH's JSON prefixes the labels of profilers' secondary results with a middle dot. */
    private static final String DOT = "\u00b7";

    private JmhResults() {
    }

    /** The timed results: every workload's but footprint's, latency's and remote's. */
    public static List<Measurement> read(Path jmhJson) {
        return runsOf(jmhJson, Workload::timed, JmhResults::measurement);
    }

    /** The footprint results: memory per idle actor, from the benchmark's own secondary results. */
    public static List<Footprint> footprints(Path jmhJson) {
        return runsOf(jmhJson, w -> w == Workload.FOOTPRINT, JmhResults::footprint);
    }

    /** The latency results: one per rate, from the benchmark's own secondary results. */
    public static List<Latency> latencies(Path jmhJson) {
        return runsOf(jmhJson, w -> w == Workload.LATENCY, JmhResults::latency);
    }

    /** Remote's request-reply results, one per rate, read as latency results (the same figures, other labels). */
    public static List<Latency> remoteLatencies(Path jmhJson) {
        return runs(jmhJson).stream().filter(run -> workload(run) == Workload.REMOTE
                && run.get("benchmark").getAsString().endsWith(".requestReply")).map(JmhResults::remoteLatency).toList();
    }

    /** Remote's one-way throughput results. */
    public static List<Throughput> remoteThroughputs(Path jmhJson) {
        return runs(jmhJson).stream().filter(run -> workload(run) == Workload.REMOTE
                && run.get("benchmark").getAsString().endsWith(".oneWay")).map(JmhResults::throughput).toList();
    }

    private static Latency remoteLatency(JsonObject run) {
        return latency(run, RemoteBenchmark.PREFIX, "remoteRate", "remoteDuration");
    }

    private static Throughput throughput(JsonObject run) {
        JsonObject params = run.getAsJsonObject("params");
        JsonObject secondary = run.getAsJsonObject("secondaryMetrics");
        return new Throughput(params.get("framework").getAsString(), params.get("variant").getAsString(),
                params.get("parallelism").getAsInt(), params.get("cpuSet").getAsString(),
                params.get("remoteCpuList").getAsString(), params.get("remotePayload").getAsInt(),
                params.get("remoteMessages").getAsInt(), figure(secondary, RemoteBenchmark.MESSAGES_PER_SECOND),
                figure(secondary, RemoteBenchmark.MEGABYTES_PER_SECOND), run.get("measurementIterations").getAsInt(),
                run.get("jdkVersion").getAsString());
    }

    /** The runs of the file whose workload is {@code wanted}, each read by {@code reader}. */
    private static <T> List<T> runsOf(Path jmhJson, Predicate<Workload> wanted, Function<JsonObject, T> reader) {
        return runs(jmhJson).stream().filter(run -> wanted.test(workload(run))).map(reader).toList();
    }

    private static Latency latency(JsonObject run) {
        return latency(run, LatencyBenchmark.PREFIX, "latencyRate", "latencyDuration");
    }

    /**
     * A latency or remote request-reply result: its figures under {@code prefix}, its rate and duration under those
     * parameters. A file from before the pacer parameter was written by the parking pacer, the only one then.
     */
    private static Latency latency(JsonObject run, String prefix, String rate, String duration) {
        JsonObject params = run.getAsJsonObject("params");
        JsonObject secondary = run.getAsJsonObject("secondaryMetrics");
        List<Footprint.Figure> percentiles = Latency.PERCENTILES.stream().map(p -> figure(secondary, prefix + p))
                .toList();
        return new Latency(params.get("framework").getAsString(), params.get("variant").getAsString(),
                params.get("parallelism").getAsInt(), params.get("cpuSet").getAsString(),
                params.get(rate).getAsInt(), params.get(duration).getAsInt(), percentiles,
                figure(secondary, prefix + LatencyBenchmark.ACHIEVED),
                figure(secondary, prefix + LatencyBenchmark.LATENESS_P50),
                figure(secondary, prefix + LatencyBenchmark.LATENESS_P99),
                params.has(Parameter.pacer.name()) ? params.get(Parameter.pacer.name()).getAsString()
                        : Pacer.PARKING.publicName(),
                run.get("measurementIterations").getAsInt(), run.get("jdkVersion").getAsString());
    }

    private static List<JsonObject> runs(Path jmhJson) {
        try (Reader in = Files.newBufferedReader(jmhJson)) {
            List<JsonObject> out = new ArrayList<>();
            for (JsonElement run : JsonParser.parseReader(in).getAsJsonArray()) {
                workload(run.getAsJsonObject()); // every run must be a Ringside benchmark's
                out.add(run.getAsJsonObject());
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read JMH results " + jmhJson, e);
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("not a Ringside JMH result file: " + jmhJson + " (" + e.getMessage() + ")", e);
        }
    }

    private static Workload workload(JsonObject run) {
        String name = run.get("benchmark").getAsString();
        return RemoteBenchmark.named(name) ? Workload.REMOTE : Benchmarks.workloadOf(name);
    }

    private static Footprint footprint(JsonObject run) {
        JsonObject params = run.getAsJsonObject("params");
        JsonObject secondary = run.getAsJsonObject("secondaryMetrics");
        return new Footprint(params.get("framework").getAsString(), params.get("variant").getAsString(),
                params.get("parallelism").getAsInt(), params.get("cpuSet").getAsString(),
                params.get("footprintActors").getAsInt(), figure(secondary, FootprintBenchmark.HEAP),
                figure(secondary, FootprintBenchmark.OFF_HEAP), figure(secondary, FootprintBenchmark.KEPT),
                run.get("measurementIterations").getAsInt(), run.get("jdkVersion").getAsString());
    }

    /** A secondary result's mean, error and fork means; NONE when the run did not record it. */
    private static Footprint.Figure figure(JsonObject secondary, String label) {
        JsonElement metric = secondary == null ? null : secondary.has(DOT + label) ? secondary.get(DOT + label)
                : secondary.get(label);
        if (metric == null || !metric.isJsonObject()) {
            return Footprint.Figure.NONE;
        }
        JsonObject m = metric.getAsJsonObject();
        return new Footprint.Figure(number(m.get("score")), number(m.get("scoreError")), forkMeans(m));
    }

    /** rawData: one array of iteration values per fork. */
    private static List<Double> forkMeans(JsonObject metric) {
        List<Double> means = new ArrayList<>();
        for (JsonElement fork : metric.getAsJsonArray("rawData")) {
            means.add(fork.getAsJsonArray().asList().stream().mapToDouble(JsonElement::getAsDouble).average()
                    .orElse(Double.NaN));
        }
        return List.copyOf(means);
    }

    private static Measurement measurement(JsonObject run) {
        JsonObject params = run.getAsJsonObject("params");
        Map<String, String> sizes = new LinkedHashMap<>();
        for (Map.Entry<String, JsonElement> e : params.entrySet()) {
            if (!IDENTITY_PARAMS.contains(e.getKey())) {
                sizes.put(e.getKey(), e.getValue().getAsString());
            }
        }
        JsonObject metric = run.getAsJsonObject("primaryMetric");
        List<String> jvmArgs = new ArrayList<>();
        run.getAsJsonArray("jvmArgs").forEach(a -> jvmArgs.add(a.getAsString()));
        return new Measurement(
                params.get("framework").getAsString(),
                params.get("variant").getAsString(),
                workload(run),
                params.get("parallelism").getAsInt(),
                params.has("cpuSet") ? params.get("cpuSet").getAsString() : "unknown",
                Map.copyOf(sizes),
                metric.get("score").getAsDouble(),
                number(metric.get("scoreError")),
                metric.get("scoreUnit").getAsString(),
                forkMeans(metric),
                run.get("measurementIterations").getAsInt(),
                String.join(" ", jvmArgs),
                run.get("jdkVersion").getAsString(),
                allocatedBytesPerOp(run.getAsJsonObject("secondaryMetrics")));
    }

    /** The GC profiler's bytes per op; NaN when the result has none (profiler off, or an older file). */
    private static double allocatedBytesPerOp(JsonObject secondary) {
        if (secondary == null) {
            return Double.NaN;
        }
        JsonElement norm = secondary.has(DOT + ALLOCATION) ? secondary.get(DOT + ALLOCATION)
                : secondary.get(ALLOCATION);
        return norm == null || !norm.isJsonObject() ? Double.NaN : number(norm.getAsJsonObject().get("score"));
    }

    /** A score or an error; JMH writes "NaN" as a string (the error of a single measured iteration). */
    private static double number(JsonElement value) {
        if (value == null || value.isJsonNull()) {
            return Double.NaN;
        }
        return value.getAsJsonPrimitive().isString() ? Double.parseDouble(value.getAsString()) : value.getAsDouble();
    }
}
