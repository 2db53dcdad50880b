package ringside.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import ringside.output.OutputLayout;

/**
 * {@code Report <outDir>}: turns what a run stored (jmh/*.json, status.tsv, env.json) into summary.txt,
 * results.csv, report.md, report.html and charts/*.svg, and prints the table. It reads only those files, so
 * running it again on the same folder gives the same report.
 */
public final class Report {
    private final OutputLayout layout;
    private final ResultKinds kinds;
    private final List<ModuleStatus> statuses;
    /** What the suite's precision round wrote of each result (precision.tsv); none without a round. */
    private final List<PrecisionOutcome> precisionRound;
    private final RecordedEnvironment env;
    /** The variants that declared themselves single-threaded, and the references (env.json). */
    private final Marks marks;
    /** The profiled forks' flame graphs, by the row each explains (profile); none in most runs. */
    private final FlameGraphs flameGraphs;
    /** Chart file name (under charts/) to its SVG text, in report order. */
    private final Map<String, String> charts = new LinkedHashMap<>();

    Report(Path outDir) throws IOException {
        this.layout = new OutputLayout(outDir);
        // a run in rounds records a module's status once per round: the same line again says nothing more
        this.statuses = ModuleStatus.read(layout.status()).stream().distinct().toList();
        this.precisionRound = PrecisionOutcome.read(layout.precision());
        this.env = RecordedEnvironment.read(layout.env());
        this.marks = env.marks();
        this.kinds = ResultKinds.read(runs(layout.jmh()), marks.references().keySet());
        this.flameGraphs = FlameGraphs.read(layout);
        List<String> labels = kinds.labels();
        kinds.all().forEach(k -> charts.putAll(k.charts(labels, marks)));
    }

    /**
     * Every run of every JMH result file in the folder, file by file in name order, a benchmark's forks from several
     * files (forks added for precision) merged into one; none without the folder.
     */
    static List<JmhRun> runs(Path jmh) throws IOException {
        if (!Files.isDirectory(jmh)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(jmh)) {
            return MergedRuns.of(files.filter(f -> f.toString().endsWith(".json")).sorted()
                    .flatMap(json -> JmhResults.runs(json).stream()).toList());
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
        if (report.kinds.isEmpty()) {
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
        for (var file : files().entrySet()) {
            Files.writeString(layout.outDir().resolve(file.getKey()), file.getValue());
        }
    }

    /** Every file the report writes, by its path inside the run's folder (charts under charts/). */
    private Map<String, String> files() {
        Map<String, String> files = new LinkedHashMap<>();
        charts.forEach((name, svg) -> files.put(OutputLayout.CHARTS + "/" + name, svg));
        files.put(OutputLayout.SUMMARY, summary());
        files.put(OutputLayout.RESULTS, ResultsCsv.of(kinds.all(), statuses, marks));
        Document document = new ReportDocument(this).build();
        files.put(OutputLayout.REPORT_MARKDOWN, MarkdownRenderer.render(document));
        files.put(OutputLayout.REPORT_HTML, HtmlRenderer.render(document));
        return files;
    }

    /**
     * The files a run stored under docs/results keeps beside its inputs (ringside.docs): report.md, report.html (its
     * charts inline, so it opens alone), results.csv and the charts report.md shows, by path inside the folder, as the
     * report would write them now.
     */
    public static Map<String, String> storedRunFiles(Path outDir) throws IOException {
        Map<String, String> files = new Report(outDir).files();
        files.keySet().removeIf(name -> !(name.equals(OutputLayout.REPORT_MARKDOWN)
                || name.equals(OutputLayout.REPORT_HTML) || name.equals(OutputLayout.RESULTS)
                || name.startsWith(OutputLayout.CHARTS + "/")));
        return files;
    }

    /** The text tables of every kind the run has results of, in report order; then which rows are references. */
    String summary() {
        List<String> references = table().rows().stream().filter(marks::reference).map(Measurement::label).distinct()
                .toList();
        return kinds.toText() + (references.isEmpty() ? "" : Marks.REFERENCE + " (listed, not placed among the JVM"
                + " frameworks): " + String.join(", ", references) + "\n")
                + precision().map(PrecisionTable::toText).orElse("");
    }

    /** What the run's precision target gave each timed result; empty when the run asked for none. */
    Optional<PrecisionTable> precision() {
        return PrecisionTable.of(env, table().rows(), precisionRound);
    }

    /** The same text tables for one JMH result file: what the launcher prints after a module's run. */
    public static String summaryOf(Path jmhJson) {
        return ResultKinds.read(JmhResults.runs(jmhJson)).toText();
    }

    /** The chart of that name, if the report has one. */
    void chart(Document.Builder out, String name) {
        if (charts.containsKey(name)) {
            out.chart(name, charts.get(name));
        }
    }

    ResultKinds kinds() {
        return kinds;
    }

    ComparisonTable table() {
        return kinds.timed();
    }

    FootprintTable footprints() {
        return kinds.footprint();
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

    FlameGraphs flameGraphs() {
        return flameGraphs;
    }

    Marks marks() {
        return marks;
    }

    /** How the report names a result (see {@link Marks#name}). */
    String name(Measurement m) {
        return marks.name(m);
    }

    /**
     * True for a framework's result that can take part anywhere: not a reference outside the JVM (a single-threaded
     * variant competes on one CPU).
     */
    boolean competesAnywhere(Measurement m) {
        return !marks.reference(m);
    }

    /** Whether a result takes part in verdicts and geometric means (see {@link Marks#competes}). */
    boolean competes(Measurement m) {
        return marks.competes(m);
    }
}
