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
import ringside.bench.Benchmarks;

/** Reads the JSON files JMH writes ({@code -rf json}) into measurements. */
public final class JmhResults {
    /** JMH parameters that say what ran, not how big it was. */
    private static final Set<String> IDENTITY_PARAMS = Set.of("framework", "variant", "parallelism", "cpuSet");
    /** JMH's GC profiler: bytes allocated per op; JMH's JSON prefixes secondary metrics with a middle dot. */
    private static final String ALLOCATION = "gc.alloc.rate.norm";

    private JmhResults() {
    }

    public static List<Measurement> read(Path jmhJson) {
        try (Reader in = Files.newBufferedReader(jmhJson)) {
            JsonArray runs = JsonParser.parseReader(in).getAsJsonArray();
            List<Measurement> out = new ArrayList<>();
            for (JsonElement run : runs) {
                out.add(measurement(run.getAsJsonObject()));
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read JMH results " + jmhJson, e);
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("not a Ringside JMH result file: " + jmhJson + " (" + e.getMessage() + ")", e);
        }
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
        List<Double> forkScores = new ArrayList<>(); // rawData: one array of iteration scores per fork
        for (JsonElement fork : metric.getAsJsonArray("rawData")) {
            forkScores.add(fork.getAsJsonArray().asList().stream().mapToDouble(JsonElement::getAsDouble).average()
                    .orElse(Double.NaN));
        }
        return new Measurement(
                params.get("framework").getAsString(),
                params.get("variant").getAsString(),
                Benchmarks.workloadOf(run.get("benchmark").getAsString()),
                params.get("parallelism").getAsInt(),
                params.has("cpuSet") ? params.get("cpuSet").getAsString() : "unknown",
                Map.copyOf(sizes),
                metric.get("score").getAsDouble(),
                number(metric.get("scoreError")),
                metric.get("scoreUnit").getAsString(),
                List.copyOf(forkScores),
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
        JsonElement norm = secondary.has("\u00b7" + ALLOCATION) ? secondary.get("\u00b7" + ALLOCATION)
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
