package ringside.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import ringside.bench.FootprintBenchmark;
import ringside.bench.LatencyBenchmark;
import ringside.parameters.Parameter;
import ringside.workload.Workload;

/** Measurements side by side, with ns per message, the ratio to the platform-thread baseline and summaries. */
public final class ComparisonTable {
    /**
     * results.csv's columns for latency's figures, each followed by its 99.9% error, in microseconds but the rate;
     * then the pacer that sent the requests.
     */
    static final List<String> LATENCY_COLUMNS = Stream.concat(Stream.of("achieved_rate", "p50_us", "p90_us",
            "p99_us", "p99_9_us", "max_us", "lateness_p50_us", "lateness_p99_us").flatMap(c -> Stream.of(c,
            c + "_error")), Stream.of("pacer")).toList();

    /**
     * results.csv's columns for remote's sizes and the server JVM's CPUs; a request-reply row fills only
     * remoteDuration (its rate is in latencyRate), a one-way row the others. env.json has the run's every parameter.
     */
    static final List<String> REMOTE_COLUMNS = List.of(Parameter.remoteDuration.name(),
            Parameter.remoteMessages.name(), Parameter.remotePayload.name(), "server_cpu_set");

    private final List<Measurement> rows;

    public ComparisonTable(List<Measurement> measurements) {
        this.rows = measurements.stream()
                .sorted(Comparator.comparing((Measurement m) -> m.workload().ordinal())
                        .thenComparingInt(Measurement::parallelism)
                        .thenComparing(Measurement::cpuSet)
                        .thenComparing(m -> Format.sizes(m.sizes()))
                        .thenComparingDouble(Measurement::scoreNanos))
                .toList();
    }

    public List<Measurement> rows() {
        return rows;
    }

    /** Results that may be compared (same workload, sizes and CPUs), fastest first, in report order. */
    public List<List<Measurement>> groups() {
        Map<String, List<Measurement>> groups = new LinkedHashMap<>();
        for (Measurement m : rows) {
            String key = m.workload() + "|" + m.cpuSet() + "|" + m.parallelism() + "|" + Format.sizes(m.sizes());
            groups.computeIfAbsent(key, k -> new ArrayList<>()).add(m);
        }
        return List.copyOf(groups.values());
    }

    /** The threads result with the same workload, sizes and CPUs, if this run has one. */
    public Optional<Measurement> baselineFor(Measurement m) {
        return rows.stream().filter(b -> b.variant().equals(Measurement.BASELINE_VARIANT) && b.comparableWith(m))
                .findFirst();
    }

    /** Time relative to the baseline: 0.5 means twice as fast as platform threads. */
    public Optional<Double> ratioToBaseline(Measurement m) {
        return baselineFor(m).map(b -> m.scoreNanos() / b.scoreNanos());
    }

    /**
     * Per framework/variant, the geometric mean of its ratios to threads over every workload it ran, per CPU set
     * (key = CPU set) and over all of them (key "all"). Results without a baseline, or not {@code counted}, do not
     * count.
     */
    public Map<String, Map<String, Double>> geoMeans(Predicate<Measurement> counted) {
        Map<String, Map<String, List<Double>>> ratios = new TreeMap<>();
        for (Measurement m : rows.stream().filter(counted).toList()) {
            ratioToBaseline(m).ifPresent(r -> {
                Map<String, List<Double>> byCpus = ratios.computeIfAbsent(m.label(), k -> new LinkedHashMap<>());
                byCpus.computeIfAbsent(m.cpuSet(), k -> new ArrayList<>()).add(r);
                byCpus.computeIfAbsent("all", k -> new ArrayList<>()).add(r);
            });
        }
        Map<String, Map<String, Double>> out = new LinkedHashMap<>();
        ratios.forEach((label, byCpus) -> {
            Map<String, Double> means = new LinkedHashMap<>();
            byCpus.forEach((cpus, list) -> means.put(cpus, GeoMean.of(list)));
            out.put(label, means);
        });
        return out;
    }

    public String toText() {
        StringBuilder out = new StringBuilder();
        String format = "%-9s %-16s %-9s %-8s %30s %7s %5s %10s %8s %10s  %s%n";
        out.append(String.format(Locale.ROOT, format, "framework", "variant", "workload", "CPUs", "score +- error",
                "error", "n", "ns/msg", "B/msg", "vs threads", "sizes"));
        for (Measurement m : rows) {
            out.append(String.format(Locale.ROOT, format, m.framework(), m.variant(), m.workload().publicName(),
                    m.cpuSet() + " (" + m.parallelism() + ")", Format.score(m), Format.percent(m.relativeError()),
                    Format.samples(m),
                    Format.nsPerMessage(m), Format.bytesPerMessage(m),
                    ratioToBaseline(m).map(Format::ratio).orElse("n/a"),
                    Format.sizes(m.sizes())));
        }
        if (rows.stream().anyMatch(m -> ratioToBaseline(m).isEmpty())) {
            out.append("vs threads: time relative to loom/threads on the same workload, sizes and CPUs"
                    + " (n/a: no such threads result in this run).\n");
        }
        out.append("error: the 99.9% confidence half-width as a share of the score; n: forks x measured iterations"
                + " per fork; B/msg: bytes allocated per message by all threads (n/a: not measured).\n");
        return out.toString();
    }

    /**
     * One row per timed result (metric "time"), three per footprint result (metrics heap, offheap and kept, in
     * bytes/actor), one per latency result (metric "latency": variant, rate and CPU set; its score is p99, and the
     * latency columns hold the achieved rate, every percentile and the send lateness, each with its error, and the
     * pacer; empty in other rows), the same
     * per remote request-reply result (workload "remote"), two per remote one-way result (metrics messages_per_second
     * and megabytes_per_second), then one per module that did not finish on a CPU set (its status says why).
     */
    public String toCsv(List<Footprint> footprints, List<Latency> latencies, RemoteTable remote,
            List<ModuleStatus> statuses) {
        StringBuilder out = new StringBuilder("cpu_set,parallelism,framework,variant,workload,metric,status,score,"
                + "error,unit,error_pct,forks,iterations_per_fork,fork_scores,ns_per_message,bytes_per_message,"
                + "ratio_to_threads," + String.join(",", LATENCY_COLUMNS) + "," + Parameter.SIZES.stream()
                .map(Parameter::name).collect(Collectors.joining(",")) + ",latencyRate," + String.join(",", REMOTE_COLUMNS)
                + ",jdk\n");
        for (Measurement m : rows) {
            List<String> fields = new ArrayList<>(List.of(m.cpuSet(), Integer.toString(m.parallelism()),
                    m.framework(), m.variant(), m.workload().publicName(), "time", "ok", Format.csvNumber(m.score()),
                    Format.csvNumber(m.error()), m.unit(), Format.csvNumber(100 * m.relativeError()),
                    Integer.toString(m.forkScores().size()), Integer.toString(m.iterationsPerFork()),
                    Format.forkScores(m, ";"), Format.csvNumber(m.nsPerMessage()),
                    Format.csvNumber(m.bytesPerMessage()), ratioToBaseline(m).map(Format::csvNumber).orElse("")));
            LATENCY_COLUMNS.forEach(c -> fields.add(""));
            Parameter.SIZES.forEach(s -> fields.add(m.sizes().getOrDefault(s.name(), "")));
            fields.add("");
            REMOTE_COLUMNS.forEach(c -> fields.add(""));
            fields.add(m.jdk());
            out.append(csvLine(fields));
        }
        for (Footprint f : footprints) {
            Map<String, Footprint.Figure> figures = new LinkedHashMap<>();
            figures.put("heap", f.heap());
            figures.put("offheap", f.offHeap());
            figures.put("kept", f.kept());
            figures.forEach((metric, figure) -> {
                List<String> fields = new ArrayList<>(List.of(f.cpuSet(), Integer.toString(f.parallelism()),
                        f.framework(), f.variant(), Workload.FOOTPRINT.publicName(), metric, "ok",
                        Format.csvNumber(figure.mean()), Format.csvNumber(figure.error()), FootprintBenchmark.UNIT,
                        Format.csvNumber(100 * figure.error() / figure.mean()),
                        Integer.toString(figure.forkMeans().size()), Integer.toString(f.opsPerFork()),
                        Format.values(figure.forkMeans(), ";"), "", "", ""));
                LATENCY_COLUMNS.forEach(c -> fields.add(""));
                Parameter.SIZES.forEach(s -> fields.add(s == Parameter.footprintActors
                        ? Integer.toString(f.actors()) : ""));
                fields.add("");
                REMOTE_COLUMNS.forEach(c -> fields.add(""));
                fields.add(f.jdk());
                out.append(csvLine(fields));
            });
        }
        for (Latency l : latencies) {
            List<String> fields = latencyFields(l, Workload.LATENCY);
            Parameter.SIZES.forEach(s -> fields.add(s == Parameter.latencyDuration
                    ? Integer.toString(l.duration()) : ""));
            fields.add(Integer.toString(l.rate()));
            REMOTE_COLUMNS.forEach(c -> fields.add(""));
            fields.add(l.jdk());
            out.append(csvLine(fields));
        }
        for (Latency l : remote.latencies().rows()) {
            List<String> fields = latencyFields(l, Workload.REMOTE);
            Parameter.SIZES.forEach(s -> fields.add(""));
            fields.add(Integer.toString(l.rate()));
            fields.addAll(List.of(Integer.toString(l.duration()), "", "", ""));
            fields.add(l.jdk());
            out.append(csvLine(fields));
        }
        for (Throughput t : remote.throughputs()) {
            Map<String, Footprint.Figure> figures = new LinkedHashMap<>();
            figures.put("messages_per_second", t.messagesPerSecond());
            figures.put("megabytes_per_second", t.megabytesPerSecond());
            figures.forEach((metric, figure) -> {
                List<String> fields = new ArrayList<>(List.of(t.cpuSet(), Integer.toString(t.parallelism()),
                        t.framework(), t.variant(), Workload.REMOTE.publicName(), metric, "ok",
                        Format.csvNumber(figure.mean()), Format.csvNumber(figure.error()),
                        metric.equals("messages_per_second") ? "msg/s" : "MB/s",
                        Format.csvNumber(100 * figure.error() / figure.mean()),
                        Integer.toString(figure.forkMeans().size()), Integer.toString(t.opsPerFork()),
                        Format.values(figure.forkMeans(), ";"), "", "", ""));
                LATENCY_COLUMNS.forEach(c -> fields.add(""));
                Parameter.SIZES.forEach(s -> fields.add(""));
                fields.add("");
                fields.addAll(List.of("", Integer.toString(t.messages()), Integer.toString(t.payload()),
                        t.serverCpus()));
                fields.add(t.jdk());
                out.append(csvLine(fields));
            });
        }
        for (ModuleStatus s : statuses) {
            if (!s.ok()) {
                List<String> fields = new ArrayList<>(List.of(s.cpuSet(), "", s.framework(), "", "", "", s.status(),
                        "", "", "", "", "", "", "", "", "", ""));
                LATENCY_COLUMNS.forEach(c -> fields.add(""));
                Parameter.SIZES.forEach(x -> fields.add(""));
                fields.add("");
                REMOTE_COLUMNS.forEach(c -> fields.add(""));
                fields.add("");
                out.append(csvLine(fields));
            }
        }
        return out.toString();
    }

    /** A latency row's first columns, through the pacer: the same for latency and remote request-reply. */
    private static List<String> latencyFields(Latency l, Workload workload) {
        Footprint.Figure p99 = l.p99();
        List<String> fields = new ArrayList<>(List.of(l.cpuSet(), Integer.toString(l.parallelism()),
                l.framework(), l.variant(), workload.publicName(), "latency", "ok",
                Format.csvNumber(p99.mean()), Format.csvNumber(p99.error()), LatencyBenchmark.MICROS,
                Format.csvNumber(100 * p99.error() / p99.mean()), Integer.toString(p99.forkMeans().size()),
                Integer.toString(l.opsPerFork()), Format.values(p99.forkMeans(), ";"), "", "", ""));
        List<Footprint.Figure> figures = new ArrayList<>(List.of(l.achieved()));
        figures.addAll(l.percentiles());
        figures.addAll(List.of(l.latenessP50(), l.latenessP99()));
        figures.forEach(f -> fields.addAll(List.of(Format.csvNumber(f.mean()), Format.csvNumber(f.error()))));
        fields.add(l.pacer());
        return fields;
    }

    private static String csvLine(List<String> fields) {
        return fields.stream().map(f -> f.contains(",") || f.contains("\"") ? "\"" + f.replace("\"", "\"\"") + "\"" : f)
                .collect(Collectors.joining(",")) + "\n";
    }
}
