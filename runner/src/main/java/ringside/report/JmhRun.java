package ringside.report;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.ArrayList;
import java.util.List;
import ringside.bench.IterationResults;
import ringside.declaration.Declarations;
import ringside.statistics.ForkSamples;
import ringside.statistics.SteadyState;
import ringside.workload.Workload;

/**
 * One result as JMH wrote it in its JSON file ({@code -rf json}): one benchmark method with one set of parameters,
 * over every measured iteration of every fork. The result kinds read their figures through it.
 */
record JmhRun(JsonObject json) {
    /** JMH's JSON prefixes the labels of profilers' secondary results with a middle dot. */
    private static final String DOT = "\u00b7";

    /** Every run must be a Ringside benchmark's: checked when read. */
    JmhRun {
        workloadOf(json);
    }

    Workload workload() {
        return workloadOf(json);
    }

    /** The workload whose declaration names the benchmark (remote's under its former name in stored runs too). */
    private static Workload workloadOf(JsonObject json) {
        return Declarations.workloadOf(json.get("benchmark").getAsString());
    }

    /** The benchmark method's name: {@code oneWay} of {@code ringside.remote.RemoteBenchmark.oneWay}. */
    String method() {
        String benchmark = json.get("benchmark").getAsString();
        return benchmark.substring(benchmark.lastIndexOf('.') + 1);
    }

    JsonObject params() {
        return json.getAsJsonObject("params");
    }

    String param(String name) {
        return params().get(name).getAsString();
    }

    int intParam(String name) {
        return params().get(name).getAsInt();
    }

    String framework() {
        return param("framework");
    }

    String variant() {
        return param("variant");
    }

    int parallelism() {
        return intParam("parallelism");
    }

    /** The CPU set the fork was pinned to; "unknown" in a file from before the suite recorded it. */
    String cpuSet() {
        return params().has("cpuSet") ? param("cpuSet") : "unknown";
    }

    /** Measured iterations per fork: with one op per iteration, the ops per fork. */
    int iterationsPerFork() {
        return json.get("measurementIterations").getAsInt();
    }

    String jdk() {
        return json.get("jdkVersion").getAsString();
    }

    JsonObject primaryMetric() {
        return json.getAsJsonObject("primaryMetric");
    }

    /**
     * A secondary result's mean, error and fork means; NONE when the run did not record it. The error is the suite's
     * ({@link ForkSamples#halfWidth}, from rawData), at the one level of every interval, not JMH's.
     */
    Footprint.Figure figure(String label) {
        JsonObject secondary = json.getAsJsonObject("secondaryMetrics");
        JsonElement metric = secondary == null ? null : secondary.has(DOT + label) ? secondary.get(DOT + label)
                : secondary.get(label);
        if (metric == null || !metric.isJsonObject()) {
            return Footprint.Figure.NONE;
        }
        JsonObject m = metric.getAsJsonObject();
        double error = m.has("rawData") ? samples(m).halfWidth() : number(m.get("scoreError"));
        return new Footprint.Figure(number(m.get("score")), error, forkMeans(m));
    }

    /**
     * The messages one op sent, as the benchmark recorded it in every iteration; NaN in a file stored before the
     * benchmarks recorded it (the report then says so for that result rather than compute a figure of its own).
     */
    double messagesPerOp() {
        return figure(IterationResults.MESSAGES_PER_OP).mean();
    }

    /** rawData: one array of iteration values per fork. */
    static List<Double> forkMeans(JsonObject metric) {
        List<Double> means = new ArrayList<>();
        for (JsonElement fork : metric.getAsJsonArray("rawData")) {
            means.add(fork.getAsJsonArray().asList().stream().mapToDouble(JsonElement::getAsDouble).average()
                    .orElse(Double.NaN));
        }
        return List.copyOf(means);
    }

    /**
     * rawData as samples: every measured iteration, fork by fork. Where the launcher kept the forks' warm-up scores
     * ({@link IterationResults#WARMUP_RAW_DATA}), each fork's samples start where its warm-up ended ({@link SteadyState}).
     */
    static ForkSamples samples(JsonObject metric) {
        List<List<Double>> forks = perFork(metric.getAsJsonArray("rawData"));
        JsonArray warmups = metric.getAsJsonArray(IterationResults.WARMUP_RAW_DATA);
        return warmups == null || warmups.size() != forks.size() ? new ForkSamples(forks)
                : SteadyState.of(perFork(warmups), forks);
    }

    private static List<List<Double>> perFork(JsonArray data) {
        List<List<Double>> forks = new ArrayList<>();
        for (JsonElement fork : data) {
            forks.add(fork.getAsJsonArray().asList().stream().map(JsonElement::getAsDouble).toList());
        }
        return forks;
    }

    /** A score or an error; JMH writes "NaN" as a string (the error of a single measured iteration). */
    static double number(JsonElement value) {
        if (value == null || value.isJsonNull()) {
            return Double.NaN;
        }
        return value.getAsJsonPrimitive().isString() ? Double.parseDouble(value.getAsString()) : value.getAsDouble();
    }
}
