package ringside.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import ringside.statistics.ForkSamples;
import ringside.workload.Workload;

/**
 * The timed kind: every workload's results whose op's time is the figure (ring, pingpong, fanout, contention,
 * spawn), side by side, with ns per message, the ratio to the platform-thread baseline and summaries.
 */
public final class ComparisonTable implements ResultKind {
    /** Why a result's ns/msg and B/msg read n/a: the file it came from has no messages per op. */
    static final String UNRECORDED = "ns/msg n/a: the result was stored before each benchmark recorded its messages"
            + " per op (no messagesPerOp in its JMH file); rerun it for ns/msg and B/msg.";

    private final List<Measurement> rows;

    public ComparisonTable(List<Measurement> measurements) {
        this.rows = measurements.stream()
                .sorted(Comparator.comparing((Measurement m) -> m.workload().ordinal())
                        .thenComparingInt(Measurement::parallelism)
                        .thenComparing(Measurement::cpuSet)
                        .thenComparingInt(Measurement::stackDepth)
                        .thenComparing(m -> Format.sizes(m.sizes()))
                        .thenComparingDouble(Measurement::scoreNanos))
                .toList();
    }

    /** The timed results among JMH's runs. */
    static ComparisonTable read(List<JmhRun> runs) {
        return new ComparisonTable(runs.stream().filter(run -> run.workload().timed())
                .map(TimedMeasurement::of).toList());
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
        return rows.stream().filter(b -> b.label().equals(Measurement.BASELINE) && b.comparableWith(m))
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
        out.append("error: the " + ForkSamples.LEVEL + " confidence half-width over fork means as a share of the score;"
                + " n: forks x iterations per fork (measured, and warm-up from where a fork settled);"
                + " B/msg: bytes allocated per message by all threads (n/a: not measured).\n");
        if (!unrecorded().isEmpty()) {
            out.append(UNRECORDED + "\n");
        }
        for (Measurement m : severalModes()) {
            out.append(m.label() + ", " + m.benchmark() + " on CPUs " + m.cpuSet() + ": " + Format.settles(m)
                    + "; its JVMs settle apart, a finding, not noise.\n");
        }
        return out.toString();
    }

    /** The results whose fork means form separate modes (JVMs that settle apart). */
    List<Measurement> severalModes() {
        return rows.stream().filter(m -> m.modes().several()).toList();
    }

    /** The results whose file did not record their messages per op. */
    List<Measurement> unrecorded() {
        return rows.stream().filter(m -> !m.messagesRecorded()).toList();
    }

    @Override
    public String name() {
        return "timed";
    }

    @Override
    public boolean isEmpty() {
        return rows.isEmpty();
    }

    @Override
    public List<String> labels() {
        return rows.stream().map(Measurement::label).toList();
    }

    /**
     * Per group an ns-per-message chart, and per workload run on several CPU sets a scaling chart; results without
     * their messages per op are left out of both.
     */
    @Override
    public Map<String, String> charts(List<String> labels, Marks marks) {
        Map<String, String> charts = new LinkedHashMap<>();
        for (List<Measurement> group : groups()) {
            Measurement m = group.get(0);
            List<Measurement> recorded = group.stream().filter(Measurement::messagesRecorded).toList();
            if (!recorded.isEmpty()) {
                charts.put(perMessageChart(m), Charts.perMessage(m.benchmark() + " on CPUs " + m.cpuSet()
                        + " (" + Format.sizes(m.sizes()) + ")", recorded, labels, marks));
            }
        }
        for (var entry : scalingSeries().entrySet()) {
            charts.put(scalingChart(stem(entry.getValue().get(0))), LineCharts.scaling(entry.getKey()
                    + ": scaling with CPUs", entry.getValue(), labels, marks));
        }
        for (var entry : DepthSweeps.series(rows).entrySet()) {
            Measurement m = entry.getValue().get(0);
            charts.put(DepthSweeps.chart(m), LineCharts.depth(m.workload().publicName() + " on CPUs " + m.cpuSet()
                    + ": cost against stackDepth", entry.getValue(), labels, marks));
        }
        return charts;
    }

    /** Per benchmark (workload and depth) and sizes: results run on more than one CPU set, for the scaling chart. */
    private Map<String, List<Measurement>> scalingSeries() {
        Map<String, List<Measurement>> series = new LinkedHashMap<>();
        for (Measurement m : rows.stream().filter(Measurement::messagesRecorded).toList()) {
            series.computeIfAbsent(m.benchmark(), k -> new ArrayList<>()).add(m);
        }
        series.values().removeIf(list -> list.stream().map(Measurement::parallelism).distinct().count() < 2
                || list.stream().map(m -> m.sizes()).distinct().count() > 1);
        return series;
    }

    /** A benchmark in file names: "ring", or "ring-stackDepth-64". */
    static String stem(Measurement m) {
        return m.stackDepth() == 0 ? m.workload().publicName()
                : m.workload().publicName() + "-stackDepth-" + m.stackDepth();
    }

    /** File name (under charts/) of the ns-per-message chart of m's benchmark and CPU set. */
    static String perMessageChart(Measurement m) {
        return stem(m) + "-cpus-" + m.cpuSet() + ".svg";
    }

    /** File name (under charts/) of a benchmark's scaling chart ({@link #stem}). */
    static String scalingChart(String stem) {
        return stem + "-scaling.svg";
    }

    /** Per workload a section with its scaling chart, then per CPU set its verdict, table and chart. */
    @Override
    public void document(Document.Builder out, Report report) {
        String current = "";
        for (List<Measurement> group : groups()) {
            Measurement first = group.get(0);
            if (!first.workload().publicName().equals(current)) {
                current = first.workload().publicName();
                out.heading(2, "Workload " + current);
                for (String stem : stems(first.workload())) {
                    report.chart(out, scalingChart(stem));
                }
                multiCpuNotes(out, report, current);
                DepthSweeps.document(out, report, rows, first.workload());
            }
            out.heading(3, first.benchmark() + " on CPUs " + first.cpuSet() + " (parallelism " + first.parallelism()
                    + ", " + Format.sizes(first.sizes()) + ")");
            out.paragraph(Verdict.among(group, report.marks()));
            List<String> references = Verdict.references(group, report.marks());
            if (!references.isEmpty()) {
                out.list(references);
            }
            // the reasons' column only where some result here is wide, so other tables read as before
            boolean why = group.stream().anyMatch(WideReason::wide);
            ArrayList<List<String>> cells = new ArrayList<>();
            for (Measurement m : group) {
                List<String> row = new ArrayList<>(List.of(report.name(m), Format.score(m),
                        Format.percent(m.relativeError()), forkMeans(m)));
                if (why) {
                    row.add(WideReason.text(m, report.marks().reference(m)));
                }
                row.addAll(List.of(Format.samples(m), Format.nsPerMessage(m), Format.bytesPerMessage(m),
                        ratioToBaseline(m).map(Format::ratio).orElse("n/a")));
                cells.add(report.flameGraphs().withLink(m, row));
            }
            String per = Format.countedUnit(first.workload());
            List<String> header = new ArrayList<>(List.of("framework/variant", "score", "error", "fork means"));
            if (why) {
                header.add(WideReason.COLUMN);
            }
            header.addAll(List.of("n", "ns/" + per, "B/" + per, "vs threads"));
            out.table(report.flameGraphs().withColumn(header), cells);
            report.chart(out, perMessageChart(first));
        }
    }

    /**
     * Each fork's mean; where they form separate modes, that finding first: "settles at 65.0 or 90.5 ms (3 and 2 of 5
     * forks): 64.9 / 90.2 / ...".
     */
    private static String forkMeans(Measurement m) {
        String settles = Format.settles(m);
        int unsettled = m.samples().unsettled();
        return (settles.isEmpty() ? "" : settles + ": ") + Format.forkScores(m, " / ") + (unsettled == 0 ? ""
                : " (" + unsettled + " of " + m.samples().forks() + " forks " + (unsettled == 1 ? "was" : "were")
                + " still changing at the end of warm-up)");
    }

    /**
     * Beside a scaling chart, why a variant's cost there changes with the CPUs, as its module states it: only for
     * variants with results of this workload on more than one parallelism.
     */
    private void multiCpuNotes(Document.Builder out, Report report, String workload) {
        if (rows.stream().filter(m -> m.workload().publicName().equals(workload))
                .noneMatch(m -> report.charts().containsKey(scalingChart(stem(m))))) {
            return;
        }
        Map<String, String> notes = report.env().multiCpuNotes();
        Map<String, Set<Integer>> parallelisms = rows.stream()
                .filter(m -> m.workload().publicName().equals(workload))
                .collect(Collectors.groupingBy(Measurement::label, TreeMap::new,
                        Collectors.mapping(Measurement::parallelism, Collectors.toSet())));
        List<String> cpuSets = rows.stream().map(Measurement::cpuSet).distinct().toList();
        List<String> items = parallelisms.entrySet().stream()
                .filter(e -> e.getValue().size() > 1 && notes.containsKey(e.getKey()))
                .map(e -> e.getKey() + " on several CPUs: " + notes.get(e.getKey())
                        + report.flameGraphs().noteLinks(e.getKey(), workload, cpuSets)).toList();
        if (!items.isEmpty()) {
            out.list(items);
        }
    }

    /** A workload's benchmarks by depth, as file stems: "ring", "ring-stackDepth-16", ... */
    private List<String> stems(Workload workload) {
        return rows.stream().filter(m -> m.workload() == workload).sorted(Comparator.comparingInt(
                Measurement::stackDepth)).map(ComparisonTable::stem).distinct().toList();
    }

    @Override
    public List<String> csvFigureColumns() {
        return TimedCsv.figureColumns(this);
    }

    @Override
    public List<String> csvSizeColumns() {
        return TimedCsv.sizeColumns(rows);
    }

    @Override
    public List<Map<String, String>> csvRows(Marks marks) {
        return TimedCsv.rows(this, marks);
    }
}
