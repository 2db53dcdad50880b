package ringside.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.function.Predicate;
import java.util.stream.Stream;
import ringside.statistics.ForkSamples;
import ringside.bench.LatencyBenchmark;
import ringside.parameters.Parameter;
import ringside.remote.RemoteBenchmark;
import ringside.workload.Pacer;
import ringside.workload.Workload;

/**
 * Request-reply latency at fixed offered rates, side by side: per CPU set, each rate, the lowest p99 first. Two kinds
 * of result are such tables, read and shown alike but for their {@link Source}: latency (one JVM) and remote
 * request-reply (latency's op across two JVMs, each framework beside the socket floor). The reference programs
 * outside the JVM come after the JVM rows of their rate, marked, never placed among them.
 */
public final class LatencyTable implements ResultKind {
    /** The columns of the table, in the text, Markdown and HTML reports alike. */
    static final List<String> HEADER = List.of("framework/variant", "rate/s", "achieved/s", "p50 us", "p90 us",
            "p99 us", "p99.9 us", "max us", "late p50 us", "late p99 us", "pacer", "n");
    /** What the columns mean, for the text table and the reports' paragraphs alike. */
    static final String LEGEND = "latency: from each request's intended send time to its reply, microseconds;"
            + " achieved/s: replies per second; late p50/p99: the pacer's own send lateness in the same ops (actual"
            + " minus intended send time), a part of every latency; pacer: parking (parks until each send, wakes"
            + " late) or precise (parks, then spins to the instant: a CPU of its own); every figure the mean over"
            + " measured ops ± its " + ForkSamples.LEVEL
            + " error over fork means; (behind): the achieved rate's lower bound (mean"
            + " - error) is more than 5% under the offered rate; n: forks x measured ops per fork.";
    /** Said under a table that holds references' rows. */
    static final String REFERENCES = "Rows marked (" + Marks.REFERENCE + ") are the reference programs, after the"
            + " JVM rows of their rate and not placed among them: the same op, validated the same way, paced from the"
            + " program's main goroutine, driver process or main thread with its language's timer (references/README.md"
            + " says how), the pacer chosen by the same rule.";

    /**
     * results.csv's columns for latency's figures, each followed by its 95% error, in microseconds but the rate;
     * then the pacer that sent the requests. Remote request-reply fills them too.
     */
    static final List<String> CSV_FIGURES = Stream.concat(Stream.of("achieved_rate", "p50_us", "p90_us", "p99_us",
            "p99_9_us", "max_us", "lateness_p50_us", "lateness_p99_us").flatMap(c -> Stream.of(c, c + "_error")),
            Stream.of("pacer")).toList();
    /** results.csv's column of the offered rate, for remote request-reply's rows too. */
    static final String RATE_COLUMN = "latencyRate";

    /**
     * Where a latency table's results come from and what it calls them: the kind's {@code name}, its workload's runs
     * that {@code holds}, the labels of their figures after {@code prefix}, their rate and duration parameters;
     * {@code what} names a group in headings and chart titles ("latency on CPUs 0"), {@code textHeader} opens its
     * text table.
     */
    record Source(String name, Workload workload, Predicate<JmhRun> holds, String prefix, String rateParam, String durationParam,
            String what, String textHeader, Intro intro) {
    }

    /** Latency: one server actor in the benchmark's own JVM. */
    static final Source LATENCY = new Source("latency", Workload.LATENCY, run -> run.workload() == Workload.LATENCY,
            LatencyBenchmark.PREFIX, RATE_COLUMN, Parameter.latencyDuration.name(), "latency", "",
            new Intro("Workload latency: request-reply at fixed offered rates", "Each op sends requests to one server"
                    + " actor on a fixed schedule for the op's duration, open loop (a request is sent at its time"
                    + " whether or not earlier replies have come), from the benchmark thread; the server answers each"
                    + " with its id. Latency runs from each request's intended send time to its reply's arrival, so a"
                    + " client or server that falls behind shows as latency (no coordinated omission). Every request"
                    + " was answered exactly once, with its own id. achieved/s is replies per second from the start to"
                    + " the last reply. The pacer's own lateness is part of every latency, so each row shows it,"
                    + " measured in the same ops: a latency near late p99 is the pacer's, not the framework's. The"
                    + " parking pacer parks until each send and wakes late (tens to hundreds of microseconds on a VM);"
                    + " the precise one parks, then spins to the instant, and runs only where the client has a CPU of"
                    + " its own (pacer=auto: the fork has more CPUs than parallelism) or when chosen (pacer=precise)."
                    + " Every figure is the mean over measured ops ± its " + ForkSamples.LEVEL
                    + " error over fork means; (behind)"
                    + " marks a variant whose achieved rate's lower bound (mean - error) is more than 5% under the"
                    + " offered rate. n: forks x measured ops."));

    /** Remote request-reply: latency's op with the server in a second JVM; it shares remote's intro with one-way. */
    static final Source REMOTE_REQUEST_REPLY = new Source("remote request-reply", Workload.REMOTE,
            run -> run.workload() == Workload.REMOTE && run.method().equals("requestReply"), RemoteBenchmark.PREFIX,
            "remoteRate", Parameter.remoteDuration.name(), "remote request-reply, client",
            "remote request-reply (client and server in two JVMs)\n", RemoteOneWayTable.REMOTE);

    private final List<Latency> rows;
    private final Source source;
    /** The frameworks that are reference programs outside the JVM (env.json's marks). */
    private final Set<String> references;

    /** Latency results, as the latency kind shows them. */
    public LatencyTable(List<Latency> latencies) {
        this(latencies, LATENCY, Set.of());
    }

    LatencyTable(List<Latency> latencies, Source source, Set<String> references) {
        this.source = source;
        this.references = Set.copyOf(references);
        this.rows = latencies.stream()
                .sorted(Comparator.comparingInt(Latency::parallelism).thenComparing(Latency::cpuSet)
                        .thenComparingInt(Latency::rate).thenComparing(this::reference)
                        .thenComparingDouble(l -> l.p99().mean()))
                .toList();
    }

    /** The source's results among JMH's runs: one per rate, from the benchmark's own secondary results. */
    static LatencyTable read(List<JmhRun> runs, Source source) {
        return read(runs, source, Set.of());
    }

    /** As {@link #read(List, Source)}, the {@code references}' rows marked and listed after the JVM's. */
    static LatencyTable read(List<JmhRun> runs, Source source, Set<String> references) {
        return new LatencyTable(runs.stream().filter(source.holds()).map(run -> latency(run, source)).toList(),
                source, references);
    }

    private boolean reference(Latency l) {
        return references.contains(l.framework());
    }

    /** How the table names a row: framework/variant, a reference marked. */
    private String name(Latency l) {
        return reference(l) ? l.label() + " (" + Marks.REFERENCE + ")" : l.label();
    }

    /**
     * One result: its figures under the source's prefix, its rate and duration under its parameters. A file from
     * before the pacer parameter was written by the parking pacer, the only one then.
     */
    static Latency latency(JmhRun run, Source source) {
        String prefix = source.prefix();
        List<Footprint.Figure> percentiles = Latency.PERCENTILES.stream().map(p -> run.figure(prefix + p)).toList();
        return new Latency(run.framework(), run.variant(), run.parallelism(), run.cpuSet(),
                run.intParam(source.rateParam()), run.intParam(source.durationParam()), percentiles,
                run.figure(prefix + LatencyBenchmark.ACHIEVED), run.figure(prefix + LatencyBenchmark.LATENESS_P50),
                run.figure(prefix + LatencyBenchmark.LATENESS_P99),
                run.params().has(Parameter.pacer.name()) ? run.param(Parameter.pacer.name())
                        : Pacer.PARKING.publicName(),
                run.iterationsPerFork(), run.jdk());
    }

    public List<Latency> rows() {
        return rows;
    }

    /** The results of one CPU set (and parallelism) each: one chart and one table per group. */
    public List<List<Latency>> groups() {
        Map<String, List<Latency>> groups = new LinkedHashMap<>();
        for (Latency l : rows) {
            groups.computeIfAbsent(l.cpuSet() + "|" + l.parallelism(), k -> new ArrayList<>()).add(l);
        }
        return List.copyOf(groups.values());
    }

    /** Per variant of a group, the highest rate it kept up with (see {@link Latency#keepsUp}); empty when none. */
    static Map<String, OptionalInt> keepsUpTo(List<Latency> group) {
        Map<String, OptionalInt> out = new LinkedHashMap<>();
        group.stream().map(Latency::label).distinct().sorted().forEach(label -> out.put(label, group.stream()
                .filter(l -> l.label().equals(label) && l.keepsUp()).mapToInt(Latency::rate).max()));
        return out;
    }

    /** One row's cells under {@link #HEADER}: every figure with its 95% error. */
    static List<String> cells(Latency l) {
        return cells(l, l.label());
    }

    private static List<String> cells(Latency l, String name) {
        List<String> cells = new ArrayList<>(List.of(name, String.format(Locale.ROOT, "%,d", l.rate()),
                Format.withError(l.achieved(), Format::whole) + (l.keepsUp() ? "" : " (behind)")));
        l.percentiles().forEach(p -> cells.add(Format.withError(p, Format::micros)));
        cells.add(Format.withError(l.latenessP50(), Format::micros));
        cells.add(Format.withError(l.latenessP99(), Format::micros));
        cells.add(l.pacer());
        cells.add(l.achieved().forkMeans().size() + "x" + l.opsPerFork());
        return cells;
    }

    /** "keeps up (...) on CPUs 0: loom/threads up to 10,000/s", per variant of each group. */
    String keepsUpLine(List<Latency> group) {
        List<String> keeps = new ArrayList<>();
        keepsUpTo(group).forEach((label, rate) -> keeps.add(group.stream().filter(l -> l.label().equals(label))
                .map(this::name).findFirst().orElse(label) + ": " + (rate.isPresent()
                ? String.format(Locale.ROOT, "%,d/s", rate.getAsInt()) : "none of the rates")));
        return "Highest offered rate kept up with (the achieved rate's lower bound within 5% of it) on CPUs "
                + group.get(0).cpuSet() + ": " + String.join("; ", keeps) + ".";
    }

    @Override
    public String toText() {
        StringBuilder out = new StringBuilder(source.textHeader());
        List<List<String>> lines = new ArrayList<>();
        List<String> header = new ArrayList<>(HEADER);
        header.set(0, "latency");
        header.add(1, "CPUs");
        lines.add(header);
        for (Latency l : rows) {
            List<String> c = cells(l, name(l));
            c.add(1, l.cpuSet() + " (" + l.parallelism() + ")");
            lines.add(c);
        }
        int[] widths = new int[header.size()];
        lines.forEach(line -> {
            for (int i = 0; i < line.size(); i++) {
                widths[i] = Math.max(widths[i], line.get(i).length());
            }
        });
        for (List<String> line : lines) {
            StringBuilder row = new StringBuilder();
            for (int i = 0; i < line.size(); i++) { // names left, figures right
                row.append(String.format(Locale.ROOT, "%" + (i < 2 ? "-" : "") + widths[i] + "s  ", line.get(i)));
            }
            out.append(row.toString().stripTrailing()).append('\n');
        }
        for (List<Latency> group : groups()) {
            out.append(keepsUpLine(group)).append('\n');
        }
        if (rows.stream().anyMatch(this::reference)) {
            out.append(REFERENCES).append('\n');
        }
        return out.append(LEGEND).append('\n').toString();
    }

    @Override
    public String name() {
        return source.name();
    }

    @Override
    public boolean isEmpty() {
        return rows.isEmpty();
    }

    @Override
    public List<String> labels() {
        return rows.stream().map(Latency::label).toList();
    }

    /** File name (under charts/) of the percentile chart of l's CPU set: latency-cpus-0.svg, remote-cpus-0.svg. */
    String chart(Latency l) {
        return source.workload().publicName() + "-cpus-" + l.cpuSet() + ".svg";
    }

    @Override
    public Map<String, String> charts(List<String> labels, Marks marks) {
        Map<String, String> charts = new LinkedHashMap<>();
        for (List<Latency> group : groups()) {
            Latency l = group.get(0);
            charts.put(chart(l), Charts.latency(String.format(Locale.ROOT, "%s on CPUs %s (%d s per op)",
                    source.what(), l.cpuSet(), l.duration()), group, labels, references));
        }
        return charts;
    }

    /** Reply latency at fixed offered rates is not a time: its own section. */
    @Override
    public Optional<Intro> intro() {
        return Optional.of(source.intro());
    }

    /** Per CPU set, its table, the rates kept up with, and its percentile chart. */
    @Override
    public void document(Document.Builder out, Report report) {
        for (List<Latency> group : groups()) {
            Latency first = group.get(0);
            out.heading(3, String.format(Locale.ROOT, "%s on CPUs %s (parallelism %d, %d s per op)", source.what(),
                    first.cpuSet(), first.parallelism(), first.duration()));
            out.table(HEADER, group.stream().map(l -> cells(l, name(l))).toList());
            out.paragraph(keepsUpLine(group));
            if (group.stream().anyMatch(this::reference)) {
                out.paragraph(REFERENCES);
            }
            report.chart(out, chart(first));
        }
    }

    @Override
    public List<String> csvFigureColumns() {
        return CSV_FIGURES;
    }

    /** Its duration's column, and the rate's, which remote request-reply's rows share with latency's. */
    @Override
    public List<String> csvSizeColumns() {
        return List.of(source.durationParam(), RATE_COLUMN);
    }

    /** One row per result, metric "latency": its score is p99, then every figure with its error, the pacer. */
    @Override
    public List<Map<String, String>> csvRows(Marks marks) {
        List<Map<String, String>> out = new ArrayList<>();
        for (Latency l : rows) {
            Map<String, String> row = ResultsCsv.withFigure(ResultsCsv.row(l.cpuSet(), l.parallelism(),
                    l.framework(), l.variant(), source.workload().publicName(), "latency", l.jdk()), l.p99(),
                    LatencyBenchmark.MICROS, l.opsPerFork());
            List<Footprint.Figure> figures = new ArrayList<>(List.of(l.achieved()));
            figures.addAll(l.percentiles());
            figures.addAll(List.of(l.latenessP50(), l.latenessP99()));
            for (int i = 0; i < figures.size(); i++) {
                row.put(CSV_FIGURES.get(2 * i), Format.csvNumber(figures.get(i).mean()));
                row.put(CSV_FIGURES.get(2 * i + 1), Format.csvNumber(figures.get(i).error()));
            }
            row.put("pacer", l.pacer());
            row.put(RATE_COLUMN, Integer.toString(l.rate()));
            row.put(source.durationParam(), Integer.toString(l.duration()));
            out.add(row);
        }
        return out;
    }
}
