package ringside.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import ringside.statistics.ForkSamples;
import ringside.http.HttpThroughputBenchmark;
import ringside.parameters.Parameter;
import ringside.workload.Workload;

/**
 * The httpThroughput kind: per CPU set and connection count, each variant's most requests per second with its error,
 * then the latency percentiles at the fixed rate, the highest throughput first; a chart of requests per second.
 */
final class HttpThroughputTable implements ResultKind {
    /** The table's columns, in the text, Markdown and HTML reports alike. */
    static final List<String> HEADER = List.of("framework/variant", "requests/s", "offered req/s", "achieved req/s",
            "p50 us", "p90 us", "p99 us", "p99.9 us", "max us", "n");
    static final String INTRO = "One server of each framework's own HTTP stack runs in the benchmark's fork, pinned"
            + " to the run's CPU set; the load generator (http-load, a Go program outside the JVM) runs on"
            + " loadCpuList. It keeps httpConnections keep-alive HTTP/1.1 connections, one request in flight on each,"
            + " and checks every response: status 200 and the exact plaintext body. An op with any error or timeout"
            + " fails the run. requests/s: closed loop, each connection sending as soon as its response is in. Then,"
            + " in each measured op, a fixed rate of httpLoadShare percent of the most the warm-up reached, each"
            + " connection on its own schedule; latency counts from each request's intended send time, so a stall is"
            + " charged to every request it held up. Every figure is the mean over measured ops and forks ± its"
            + " " + ForkSamples.LEVEL
            + " error. A figure is the pair's, server and generator: see http-load/README.md for its limits.";
    /** results.csv's columns: the generator's CPUs, the connection count, the fixed rate's share. */
    private static final String LOAD_CPUS = "load_cpu_set";
    private static final List<String> CSV_FIGURES = List.of("offered_rate", "offered_rate_error", "achieved_rate",
            "achieved_rate_error", "p50_us", "p50_us_error", "p90_us", "p90_us_error", "p99_us", "p99_us_error",
            "p99_9_us", "p99_9_us_error", "max_us", "max_us_error");

    private final List<HttpThroughput> rows;
    /** The references' framework names: their rows are marked, listed after the JVM's, never placed among them. */
    private final Set<String> references;

    HttpThroughputTable(List<HttpThroughput> results, Set<String> references) {
        this.references = Set.copyOf(references);
        this.rows = results.stream().sorted(Comparator.comparingInt(HttpThroughput::parallelism)
                .thenComparing(HttpThroughput::cpuSet).thenComparingInt(HttpThroughput::connections)
                .thenComparing(this::reference)
                .thenComparing(Comparator.comparingDouble((HttpThroughput t) -> t.requestsPerSecond().mean())
                        .reversed()))
                .toList();
    }

    /** httpThroughput's results among JMH's runs. */
    static HttpThroughputTable read(List<JmhRun> runs) {
        return read(runs, Set.of());
    }

    /** As {@link #read(List)}, the {@code references}' rows marked and listed after the JVM's. */
    static HttpThroughputTable read(List<JmhRun> runs, Set<String> references) {
        return new HttpThroughputTable(runs.stream().filter(run -> run.workload() == Workload.HTTP_THROUGHPUT)
                .map(HttpThroughputTable::result).toList(), references);
    }

    private boolean reference(HttpThroughput t) {
        return references.contains(t.framework());
    }

    /** A row's name: its label, a reference's marked. */
    private String name(HttpThroughput t) {
        return reference(t) ? t.label() + " (" + Marks.REFERENCE + ")" : t.label();
    }

    private static HttpThroughput result(JmhRun run) {
        String prefix = HttpThroughputBenchmark.PREFIX;
        return new HttpThroughput(run.framework(), run.variant(), run.parallelism(), run.cpuSet(),
                run.param(Parameter.loadCpuList.name()), run.intParam(Parameter.httpConnections.eachAs()),
                run.intParam(Parameter.httpLoadShare.name()), run.figure(HttpThroughputBenchmark.REQUESTS_PER_SECOND),
                run.figure(HttpThroughputBenchmark.OFFERED), run.figure(HttpThroughputBenchmark.ACHIEVED),
                HttpThroughput.PERCENTILES.stream().map(p -> run.figure(prefix + p)).toList(), run.iterationsPerFork(),
                run.jdk());
    }

    List<HttpThroughput> rows() {
        return rows;
    }

    @Override
    public String name() {
        return "httpThroughput";
    }

    @Override
    public boolean isEmpty() {
        return rows.isEmpty();
    }

    @Override
    public List<String> labels() {
        return rows.stream().map(HttpThroughput::label).toList();
    }

    /** One row's cells under {@link #HEADER}, every figure with its 95% error. */
    List<String> cells(HttpThroughput t) {
        List<String> cells = new ArrayList<>(List.of(name(t), Format.withError(t.requestsPerSecond(), Format::whole),
                Format.withError(t.offered(), Format::whole), Format.withError(t.achieved(), Format::whole)));
        t.percentiles().forEach(p -> cells.add(Format.withError(p, Format::micros)));
        cells.add(t.requestsPerSecond().forkMeans().size() + "x" + t.opsPerFork());
        return cells;
    }

    /** The rows of one CPU set and connection count, in table order, grouped by what their heading says. */
    private Map<String, List<HttpThroughput>> groups() {
        return rows.stream().collect(Collectors.groupingBy(HttpThroughput::cpuSet, LinkedHashMap::new,
                Collectors.groupingBy(HttpThroughput::connections, LinkedHashMap::new, Collectors.toList())))
                .values().stream().flatMap(byCount -> byCount.values().stream())
                .collect(Collectors.toMap(HttpThroughputTable::heading, g -> g, (a, b) -> a, LinkedHashMap::new));
    }

    /** "httpThroughput on CPUs 0 (parallelism 1), 100 connections, load generator on CPUs 1". */
    private static String heading(List<HttpThroughput> group) {
        HttpThroughput first = group.get(0);
        return String.format(Locale.ROOT, "httpThroughput on CPUs %s (parallelism %d), %,d connections, load"
                + " generator on CPUs %s, latency at %d%% of the most", first.cpuSet(), first.parallelism(),
                first.connections(), first.loadCpus(), first.share());
    }

    @Override
    public String toText() {
        StringBuilder out = new StringBuilder();
        String format = "%-26s %20s %18s %18s %14s %14s %14s %14s %14s %5s%n";
        groups().forEach((heading, group) -> {
            out.append(heading).append('\n');
            out.append(String.format(Locale.ROOT, format, HEADER.toArray()));
            group.forEach(t -> out.append(String.format(Locale.ROOT, format, cells(t).toArray())));
        });
        out.append("requests/s: closed loop; offered, achieved and latency (us, from each request's intended send"
                + " time): at the fixed rate; mean over ops ± " + ForkSamples.LEVEL
                + " error over fork means; n: forks x measured ops"
                + " per fork.\n");
        return out.toString();
    }

    /** Per CPU set and connection count, requests per second on a log axis. */
    /** The chart's own title: what it shows, requests per second (the latency is in the table only). */
    private static String chartTitle(HttpThroughput first) {
        return String.format(Locale.ROOT, "httpThroughput on CPUs %s, %,d connections: requests per second",
                first.cpuSet(), first.connections());
    }

    @Override
    public Map<String, String> charts(List<String> labels, Marks marks) {
        Map<String, String> charts = new LinkedHashMap<>();
        groups().forEach((heading, group) -> charts.put(chartName(group.get(0)), Charts.requestsPerSecond(
                chartTitle(group.get(0)), group, labels, references)));
        return charts;
    }

    static String chartName(HttpThroughput t) {
        return Workload.HTTP_THROUGHPUT.publicName() + "-" + t.connections() + "-connections-cpus-" + t.cpuSet()
                + ".svg";
    }

    @Override
    public void document(Document.Builder out, Report report) {
        out.heading(2, "Workload httpThroughput: one HTTP server against a load generator");
        out.paragraph(INTRO);
        groups().forEach((heading, group) -> {
            out.heading(3, heading);
            out.table(HEADER, group.stream().map(this::cells).toList());
            report.chart(out, chartName(group.get(0)));
        });
    }

    /** Columns only in a run that has httpThroughput results, so an older run's CSV reads as before. */
    @Override
    public List<String> csvFigureColumns() {
        return rows.isEmpty() ? List.of() : CSV_FIGURES;
    }

    @Override
    public List<String> csvSizeColumns() {
        return rows.isEmpty() ? List.of()
                : List.of(Parameter.httpConnections.name(), Parameter.httpLoadShare.name(), LOAD_CPUS);
    }

    /** One row per result, metric "requests_per_second", then the fixed rate's figures with their errors. */
    @Override
    public List<Map<String, String>> csvRows(Marks marks) {
        List<Map<String, String>> out = new ArrayList<>();
        for (HttpThroughput t : rows) {
            Map<String, String> row = ResultsCsv.withFigure(ResultsCsv.row(t.cpuSet(), t.parallelism(), t.framework(),
                    t.variant(), Workload.HTTP_THROUGHPUT.publicName(), "requests_per_second", t.jdk()),
                    t.requestsPerSecond(), HttpThroughputBenchmark.PER_SECOND, t.opsPerFork());
            List<Footprint.Figure> figures = new ArrayList<>(List.of(t.offered(), t.achieved()));
            figures.addAll(t.percentiles());
            for (int i = 0; i < figures.size(); i++) {
                row.put(CSV_FIGURES.get(2 * i), Format.csvNumber(figures.get(i).mean()));
                row.put(CSV_FIGURES.get(2 * i + 1), Format.csvNumber(figures.get(i).error()));
            }
            row.put(Parameter.httpConnections.name(), Integer.toString(t.connections()));
            row.put(Parameter.httpLoadShare.name(), Integer.toString(t.share()));
            row.put(LOAD_CPUS, t.loadCpus());
            out.add(row);
        }
        return out;
    }
}
