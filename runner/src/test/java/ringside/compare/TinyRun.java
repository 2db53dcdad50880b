package ringside.compare;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import ringside.bench.IterationResults;
import ringside.output.OutputLayout;
import ringside.statistics.ForkSamples;

/**
 * A small synthetic run folder for the comparison's tests: JMH results as the launcher writes them (score and error
 * computed from the iterations, as JMH does) and an env.json with the facts a comparison reads.
 */
public final class TinyRun {
    /** Every op's messages, the same in every result: what ns/msg divides by. */
    private static final double MESSAGES = 4000;
    private final Map<String, JsonArray> files = new LinkedHashMap<>();
    private final JsonObject env = new JsonObject();

    public TinyRun() {
        JsonObject jdk = new JsonObject();
        jdk.addProperty("vendor", "Eclipse Adoptium");
        jdk.addProperty("version", "25.0.3+9-LTS");
        env.add("jdk", jdk);
        JsonObject build = new JsonObject();
        build.addProperty(OutputLayout.MAVEN_ARGS, "");
        env.add(OutputLayout.BUILD, build);
        JsonObject machine = new JsonObject();
        machine.addProperty("cpuModel", "a CPU");
        machine.addProperty("logicalCpus", "2");
        machine.addProperty("kernel", "6.1");
        env.add("machine", machine);
        env.addProperty("commit", "abc1234");
        env.addProperty("cpuSets", "0");
        JsonObject parameters = new JsonObject();
        parameters.addProperty("quick", "0");
        parameters.addProperty("forks", "2");
        env.add("parameters", parameters);
        env.add("frameworks", new JsonObject());
        framework("pekko", "1.7.0");
    }

    /** A framework as its module described itself, with its version. */
    public TinyRun framework(String name, String version) {
        JsonObject fw = new JsonObject();
        fw.addProperty("framework", name);
        fw.addProperty("version", version);
        fw.addProperty("licence", "Apache-2.0");
        fw.add("variants", new JsonObject());
        env.getAsJsonObject("frameworks").add(name, fw);
        return this;
    }

    /** Changes an env.json fact: ("jdk", "version", "21.0.5"), ("build", "mavenArgs", "-D..."). */
    public TinyRun env(String section, String key, String value) {
        if (!env.has(section)) {
            env.add(section, new JsonObject());
        }
        env.getAsJsonObject(section).addProperty(key, value);
        return this;
    }

    /** A ping-pong result of pekko/variant on CPUs 0: each fork's iterations, in ms/op. */
    public TinyRun pingpong(String variant, String pingPongCount, double[]... forks) {
        return result("pekko", variant, "ringside.bench.PingPongBenchmark.pingpong", "0",
                Map.of("pingPongCount", pingPongCount), "ms/op", forks);
    }

    public TinyRun result(String framework, String variant, String benchmark, String cpuSet,
            Map<String, String> sizes, String unit, double[]... forks) {
        JsonObject run = run(framework, variant, benchmark, cpuSet, sizes, unit, forks);
        JsonObject messages = new JsonObject(); // as the benchmarks record it in every iteration
        JsonArray messagesRaw = new JsonArray();
        for (double[] fork : forks) {
            JsonArray values = new JsonArray();
            for (int i = 0; i < fork.length; i++) {
                values.add(MESSAGES);
            }
            messagesRaw.add(values);
        }
        messages.addProperty("score", MESSAGES);
        messages.addProperty("scoreError", 0.0);
        messages.addProperty("scoreUnit", "messages");
        messages.add("rawData", messagesRaw);
        run.getAsJsonObject("secondaryMetrics").add("\u00b7" + IterationResults.MESSAGES_PER_OP, messages);
        files.computeIfAbsent(OutputLayout.moduleRun(framework, cpuSet), k -> new JsonArray()).add(run);
        return this;
    }

    /**
     * A result that is not timed (footprint, latency, remote): its benchmark method, its sizes, and each figure (the
     * benchmark's secondary result, by label) with its unit and ops per fork; its op's time is the same in every op.
     */
    public TinyRun figures(String framework, String variant, String benchmark, String cpuSet,
            Map<String, String> sizes, Map<String, Figure> figures) {
        double[][] forks = figures.values().iterator().next().forks();
        double[][] times = new double[forks.length][];
        for (int f = 0; f < forks.length; f++) {
            times[f] = new double[forks[f].length];
            Arrays.fill(times[f], 1000.0);
        }
        JsonObject run = run(framework, variant, benchmark, cpuSet, sizes, "ms/op", times);
        figures.forEach((label, figure) -> run.getAsJsonObject("secondaryMetrics").add("\u00b7" + label,
                metric(figure.unit(), figure.forks())));
        files.computeIfAbsent(OutputLayout.moduleRun(framework, cpuSet), k -> new JsonArray()).add(run);
        return this;
    }

    /** A figure's unit and its values, op by op, fork by fork. */
    public record Figure(String unit, double[]... forks) {
    }

    private static JsonObject run(String framework, String variant, String benchmark, String cpuSet,
            Map<String, String> sizes, String unit, double[]... forks) {
        JsonObject run = new JsonObject();
        run.addProperty("jmhVersion", "1.37");
        run.addProperty("benchmark", benchmark);
        run.addProperty("mode", "avgt");
        run.addProperty("threads", 1);
        run.addProperty("forks", forks.length);
        run.addProperty("jvm", "java");
        run.add("jvmArgs", new JsonArray());
        run.addProperty("jdkVersion", "25.0.3");
        run.addProperty("measurementIterations", forks[0].length);
        JsonObject params = new JsonObject();
        params.addProperty("framework", framework);
        params.addProperty("variant", variant);
        params.addProperty("parallelism", Integer.toString(cpuSet.split("[-,]").length));
        params.addProperty("cpuSet", cpuSet);
        sizes.forEach(params::addProperty);
        run.add("params", params);
        run.add("primaryMetric", metric(unit, forks));
        run.add("secondaryMetrics", new JsonObject());
        return run;
    }

    /** A metric as JMH writes it: score and error computed from the iterations, as JMH does, and its raw data. */
    private static JsonObject metric(String unit, double[]... forks) {
        List<List<Double>> iterations = new ArrayList<>();
        JsonArray rawData = new JsonArray();
        for (double[] fork : forks) {
            JsonArray values = new JsonArray();
            List<Double> list = new ArrayList<>();
            for (double v : fork) {
                values.add(v);
                list.add(v);
            }
            rawData.add(values);
            iterations.add(list);
        }
        ForkSamples samples = new ForkSamples(iterations);
        JsonObject metric = new JsonObject();
        metric.addProperty("score", samples.mean());
        if (Double.isNaN(samples.halfWidth())) {
            metric.addProperty("scoreError", "NaN");
        } else {
            metric.addProperty("scoreError", samples.halfWidth());
        }
        metric.addProperty("scoreUnit", unit);
        metric.add("rawData", rawData);
        return metric;
    }

    /** Writes the folder; {@code withEnv} false leaves env.json out, as a run stopped before writing it. */
    public Path write(Path folder, boolean withEnv) throws IOException {
        OutputLayout layout = new OutputLayout(folder);
        Files.createDirectories(layout.jmh());
        var gson = new GsonBuilder().setPrettyPrinting().create();
        for (var file : files.entrySet()) {
            Files.writeString(layout.outDir().resolve(OutputLayout.jmhFile(file.getKey())),
                    gson.toJson(file.getValue()));
        }
        if (withEnv) {
            Files.writeString(layout.env(), gson.toJson(env));
        }
        return folder;
    }

    public Path write(Path folder) throws IOException {
        return write(folder, true);
    }

    /** Ten iterations around {@code mean}, spread by {@code spread} (a share), the same in every call. */
    public static double[] around(double mean, double spread) {
        double[] out = new double[10];
        for (int i = 0; i < out.length; i++) {
            out[i] = mean * (1 + spread * ((i % 5) - 2) / 2);
        }
        return out;
    }
}
