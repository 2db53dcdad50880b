package ringside.report;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import ringside.output.OutputLayout;
import ringside.statistics.ForkSamples;

/**
 * JMH results made up for the report's tests: a recorded ping-pong result (loom-pingpong-gc.json, CPU 0) as the
 * template, with the framework, variant and measured iterations given, its score and error as JMH computes them.
 */
final class SyntheticRuns {
    private SyntheticRuns() {
    }

    /** A fork of ten iterations around {@code mean}, alternating by {@code jitter}. */
    static List<Double> fork(double mean, double jitter) {
        List<Double> out = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            out.add(mean + (i % 2 == 0 ? jitter : -jitter));
        }
        return out;
    }

    /** {@code count} forks like {@link #fork}. */
    static List<List<Double>> forks(int count, double mean, double jitter) {
        return Collections.nCopies(count, fork(mean, jitter));
    }

    /** The forks of several groups, in the order given. */
    @SafeVarargs
    static List<List<Double>> joined(List<List<Double>>... groups) {
        List<List<Double>> out = new ArrayList<>();
        for (List<List<Double>> g : groups) {
            out.addAll(g);
        }
        return out;
    }

    /** A ping-pong result of framework/variant on CPU 0 with these forks (ms/op). */
    static JsonObject run(String framework, String variant, List<List<Double>> forks) throws Exception {
        JsonObject run = JsonParser.parseString(Files.readString(Path.of(SyntheticRuns.class
                .getResource("/loom-pingpong-gc.json").toURI()))).getAsJsonArray().get(0).getAsJsonObject();
        run.getAsJsonObject("params").addProperty("framework", framework);
        run.getAsJsonObject("params").addProperty("variant", variant);
        run.addProperty("forks", forks.size());
        ForkSamples samples = new ForkSamples(forks);
        JsonObject metric = run.getAsJsonObject("primaryMetric");
        JsonArray raw = new JsonArray();
        forks.forEach(f -> {
            JsonArray iterations = new JsonArray();
            f.forEach(iterations::add);
            raw.add(iterations);
        });
        metric.add("rawData", raw);
        metric.addProperty("score", samples.mean());
        metric.addProperty("scoreError", samples.halfWidth());
        return run;
    }

    /** The result the report reads from that run. */
    static Measurement measurement(String framework, String variant, List<List<Double>> forks) throws Exception {
        return ComparisonTable.read(List.of(new JmhRun(run(framework, variant, forks)))).rows().get(0);
    }

    /** A run's folder: the results in one JMH file, and env.json with these parameters (name, value, ...). */
    static Path folder(Path outDir, List<JsonObject> runs, String... parameters) throws Exception {
        OutputLayout layout = new OutputLayout(outDir);
        Files.createDirectories(layout.jmh());
        JsonArray all = new JsonArray();
        runs.forEach(all::add);
        Files.writeString(layout.jmh().resolve("synthetic.cpus-0.json"), all.toString());
        JsonObject params = new JsonObject();
        for (int i = 0; i + 1 < parameters.length; i += 2) {
            params.addProperty(parameters[i], parameters[i + 1]);
        }
        JsonObject env = new JsonObject();
        env.add("parameters", params);
        Files.writeString(layout.env(), env.toString());
        return outDir;
    }
}
