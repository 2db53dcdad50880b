package ringside.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import ringside.output.OutputLayout;

/**
 * {@code Report <outDir>}: turns what a run stored (jmh/*.json, status.tsv, env.json) into summary.txt,
 * results.csv, report.md, report.html and charts/*.svg, and prints the table. It reads only those files, so
 * running it again on the same folder gives the same report.
 */
public final class Report {
    private final OutputLayout layout;
    private final ComparisonTable table;
    private final FootprintTable footprints;
    private final LatencyTable latencies;
    private final RemoteTable remote;
    private final List<ModuleStatus> statuses;
    private final RecordedEnvironment env;
    /** The variants that declared themselves single-threaded (env.json). */
    private final SingleThreaded singleThreaded;
    /** Chart file name (under charts/) to its SVG text, in report order. */
    private final Map<String, String> charts = new LinkedHashMap<>();

    Report(Path outDir) throws IOException {
        this.layout = new OutputLayout(outDir);
        List<Measurement> all = new ArrayList<>();
        List<Footprint> memory = new ArrayList<>();
        List<Latency> replies = new ArrayList<>();
        List<Latency> remoteReplies = new ArrayList<>();
        List<Throughput> remoteThroughputs = new ArrayList<>();
        Path jmh = layout.jmh();
        if (Files.isDirectory(jmh)) {
            try (Stream<Path> files = Files.list(jmh)) {
                for (Path json : files.filter(f -> f.toString().endsWith(".json")).sorted().toList()) {
                    all.addAll(JmhResults.read(json));
                    memory.addAll(JmhResults.footprints(json));
                    replies.addAll(JmhResults.latencies(json));
                    remoteReplies.addAll(JmhResults.remoteLatencies(json));
                    remoteThroughputs.addAll(JmhResults.remoteThroughputs(json));
                }
            }
        }
        this.table = new ComparisonTable(all);
        this.footprints = new FootprintTable(memory);
        this.latencies = new LatencyTable(replies);
        this.remote = new RemoteTable(remoteReplies, remoteThroughputs);
        this.statuses = ModuleStatus.read(layout.status());
        this.env = RecordedEnvironment.read(layout.env());
        this.singleThreaded = env.singleThreaded();
        List<String> labels = Stream.of(all.stream().map(Measurement::label), memory.stream().map(Footprint::label),
                replies.stream().map(Latency::label), remoteReplies.stream().map(Latency::label),
                remoteThroughputs.stream().map(Throughput::label)).flatMap(s -> s).distinct().sorted().toList();
        for (List<Measurement> group : table.groups()) {
            Measurement m = group.get(0);
            charts.put(perMessageChart(m), Charts.perMessage(
                    m.workload().publicName() + " on CPUs " + m.cpuSet() + " (" + Format.sizes(m.sizes()) + ")",
                    group, labels, singleThreaded));
        }
        for (List<Footprint> group : footprints.groups()) {
            Footprint f = group.get(0);
            charts.put(footprintChart(f), Charts.footprint(String.format(Locale.ROOT,
                    "footprint on CPUs %s (%,d idle actors)", f.cpuSet(), f.actors()), group, labels));
        }
        for (List<Latency> group : latencies.groups()) {
            Latency l = group.get(0);
            charts.put(latencyChart(l), Charts.latency(String.format(Locale.ROOT, "latency on CPUs %s (%d s per op)",
                    l.cpuSet(), l.duration()), group, labels));
        }
        for (List<Latency> group : remote.latencies().groups()) {
            Latency l = group.get(0);
            charts.put(remoteChart(l), Charts.latency(String.format(Locale.ROOT,
                    "remote request-reply, client on CPUs %s (%d s per op)", l.cpuSet(), l.duration()), group, labels));
        }
        for (var entry : scalingSeries().entrySet()) {
            charts.put(scalingChart(entry.getKey()), Charts.scaling(entry.getKey() + ": scaling with CPUs",
                    entry.getValue(), labels, singleThreaded));
        }
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            System.err.println("usage: Report <outDir>");
            System.exit(2);
        }
        if (!new OutputLayout(Path.of(args[0])).holdsARun()) {
            System.err.println(noRun(args[0]));
            System.exit(2);
        }
        Report report = new Report(Path.of(args[0]));
        report.write();
        System.out.print(report.summary());
        report.statuses.stream().filter(s -> !s.ok()).forEach(s -> System.out.println(
                (s.expected() ? "NOT RUN: " : "DID NOT FINISH: ") + s.framework()
                        + " on CPUs " + s.cpuSet() + ": " + s.status() + " " + s.detail()));
        if (report.table.rows().isEmpty() && report.footprints.rows().isEmpty() && report.latencies.rows().isEmpty()
                && report.remote.isEmpty()) {
            System.err.println("ringside: no results in " + args[0] + "/" + OutputLayout.JMH
                    + "; the report says only what did not run.");
            System.exit(1);
        }
    }

    /** Why a folder cannot be reported: it holds neither JMH results nor a module's status. */
    static String noRun(String outDir) {
        return "benchmark.sh: report: '" + outDir + "' holds no Ringside run (no " + OutputLayout.JMH + "/ or "
                + OutputLayout.STATUS + ")";
    }

    void write() throws IOException {
        Files.createDirectories(layout.charts());
        for (var chart : charts.entrySet()) {
            Files.writeString(layout.charts().resolve(chart.getKey()), chart.getValue());
        }
        Files.writeString(layout.summary(), summary());
        Files.writeString(layout.results(), table.toCsv(footprints.rows(), latencies.rows(), remote, statuses));
        Document document = new ReportDocument(this).build();
        Files.writeString(layout.reportMarkdown(), MarkdownRenderer.render(document));
        Files.writeString(layout.reportHtml(), HtmlRenderer.render(document));
    }

    /** The text tables: time, then memory, then latency, then remote, each only when the run has such results. */
    String summary() {
        return summary(table, footprints, latencies, remote);
    }

    /** The same text tables for one JMH result file: what the launcher prints after a module's run. */
    public static String summaryOf(Path jmhJson) {
        return summary(new ComparisonTable(JmhResults.read(jmhJson)),
                new FootprintTable(JmhResults.footprints(jmhJson)), new LatencyTable(JmhResults.latencies(jmhJson)),
                new RemoteTable(JmhResults.remoteLatencies(jmhJson), JmhResults.remoteThroughputs(jmhJson)));
    }

    private static String summary(ComparisonTable table, FootprintTable footprints, LatencyTable latencies,
            RemoteTable remote) {
        List<String> tables = new ArrayList<>();
        if (!table.rows().isEmpty()) {
            tables.add(table.toText());
        }
        if (!footprints.rows().isEmpty()) {
            tables.add(footprints.toText());
        }
        if (!latencies.rows().isEmpty()) {
            tables.add(latencies.toText());
        }
        if (!remote.isEmpty()) {
            tables.add(remote.toText());
        }
        return String.join("\n", tables);
    }

    /** Per workload and sizes: results run on more than one CPU set, for the scaling chart. */
    private Map<String, List<Measurement>> scalingSeries() {
        Map<String, List<Measurement>> series = new LinkedHashMap<>();
        for (Measurement m : table.rows()) {
            series.computeIfAbsent(m.workload().publicName(), k -> new ArrayList<>()).add(m);
        }
        series.values().removeIf(list -> list.stream().map(Measurement::parallelism).distinct().count() < 2
                || list.stream().map(m -> m.sizes()).distinct().count() > 1);
        return series;
    }

    /** File name (under charts/) of the ns-per-message chart of m's workload and CPU set. */
    static String perMessageChart(Measurement m) {
        return m.workload().publicName() + "-cpus-" + m.cpuSet() + ".svg";
    }

    /** File name (under charts/) of the footprint chart of f's CPU set and size. */
    static String footprintChart(Footprint f) {
        return "footprint-cpus-" + f.cpuSet() + "-" + f.actors() + ".svg";
    }

    /** File name (under charts/) of the latency chart of l's CPU set. */
    static String latencyChart(Latency l) {
        return "latency-cpus-" + l.cpuSet() + ".svg";
    }

    /** File name (under charts/) of the remote request-reply chart of l's client CPU set. */
    static String remoteChart(Latency l) {
        return "remote-cpus-" + l.cpuSet() + ".svg";
    }

    /** File name (under charts/) of a workload's scaling chart. */
    static String scalingChart(String workload) {
        return workload + "-scaling.svg";
    }

    ComparisonTable table() {
        return table;
    }

    FootprintTable footprints() {
        return footprints;
    }

    LatencyTable latencies() {
        return latencies;
    }

    RemoteTable remote() {
        return remote;
    }

    List<ModuleStatus> statuses() {
        return statuses;
    }

    RecordedEnvironment env() {
        return env;
    }

    Map<String, String> charts() {
        return charts;
    }

    /** How the report names a result (see {@link SingleThreaded#name}). */
    String name(Measurement m) {
        return singleThreaded.name(m);
    }

    /** Whether a result takes part in verdicts and geometric means (see {@link SingleThreaded#competes}). */
    boolean competes(Measurement m) {
        return singleThreaded.competes(m);
    }
}
