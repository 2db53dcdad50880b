package ringside.report;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import ringside.bench.IterationResults;
import ringside.statistics.ForkSamples;

/**
 * One benchmark measured in several JMH runs (the planned forks, then forks added to meet a precision target, each in
 * its own file) is one result: its forks side by side. The merged run's score and error are computed again over its
 * forks ({@link ForkSamples}); its secondary metrics likewise. Forks added for a precision target may run other
 * iterations per fork than the planned ones, as their plan chose: each fork's mean is still one sample.
 */
final class MergedRuns {
    private MergedRuns() {
    }

    /** The runs, those of the same benchmark with the same parameters merged into the first one's place. */
    static List<JmhRun> of(List<JmhRun> runs) {
        Map<String, List<JmhRun>> byBenchmark = new LinkedHashMap<>();
        for (JmhRun run : runs) {
            byBenchmark.computeIfAbsent(key(run), k -> new ArrayList<>()).add(run);
        }
        return byBenchmark.values().stream().map(same -> same.size() == 1 ? same.get(0) : merge(same)).toList();
    }

    /** What makes two runs the same benchmark: its method and every parameter (framework, variant, CPUs, sizes). */
    static String key(JmhRun run) {
        return run.json().get("benchmark").getAsString() + " " + run.params();
    }

    private static JmhRun merge(List<JmhRun> same) {
        JsonObject merged = same.get(0).json().deepCopy();
        merged.addProperty("forks", same.stream().mapToInt(r -> r.json().get("forks").getAsInt()).sum());
        merged.add("primaryMetric", metric(same.stream().map(JmhRun::primaryMetric).toList()));
        JsonObject secondary = new JsonObject();
        JsonObject first = same.get(0).json().getAsJsonObject("secondaryMetrics");
        Set<String> labels = first == null ? Set.of() : first.keySet();
        for (String label : labels) {
            List<JsonObject> metrics = new ArrayList<>();
            for (JmhRun run : same) {
                JsonObject theirs = run.json().getAsJsonObject("secondaryMetrics");
                if (theirs != null && theirs.has(label) && theirs.get(label).isJsonObject()) {
                    metrics.add(theirs.getAsJsonObject(label));
                }
            }
            if (metrics.size() == same.size()) { // a figure some forks lack is left out, not half-merged
                secondary.add(label, metric(metrics));
            }
        }
        merged.add("secondaryMetrics", secondary);
        return new JmhRun(merged);
    }

    /** One metric over every fork of every run: rawData joined, score and the suite's error ({@link ForkSamples}). */
    private static JsonObject metric(List<JsonObject> metrics) {
        JsonObject out = metrics.get(0).deepCopy();
        JsonArray rawData = new JsonArray();
        for (JsonObject metric : metrics) {
            if (!metric.has("rawData")) {
                throw new IllegalArgumentException("a metric without rawData cannot be merged: " + metric);
            }
            metric.getAsJsonArray("rawData").forEach(fork -> rawData.add(fork.deepCopy()));
        }
        out.add("rawData", rawData);
        out.remove(IterationResults.WARMUP_RAW_DATA);
        if (metrics.stream().allMatch(m -> m.has(IterationResults.WARMUP_RAW_DATA))) { // else none is judged
            JsonArray warmups = new JsonArray();
            metrics.forEach(m -> m.getAsJsonArray(IterationResults.WARMUP_RAW_DATA).forEach(f -> warmups.add(
                    f.deepCopy())));
            out.add(IterationResults.WARMUP_RAW_DATA, warmups);
        }
        ForkSamples samples = JmhRun.samples(out);
        out.addProperty("score", samples.mean());
        double error = samples.halfWidth();
        if (Double.isNaN(error)) {
            out.addProperty("scoreError", "NaN"); // as JMH writes it
        } else {
            out.addProperty("scoreError", error);
        }
        JsonArray confidence = new JsonArray();
        confidence.add(samples.mean() - (Double.isNaN(error) ? 0 : error));
        confidence.add(samples.mean() + (Double.isNaN(error) ? 0 : error));
        out.add("scoreConfidence", confidence);
        out.remove("scorePercentiles"); // JMH's, over the first run's iterations only: not recomputed, so not kept
        out.remove("rawDataHistogram");
        return out;
    }
}
