package ringside.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Stream;
import ringside.statistics.ForkSamples;
import ringside.bench.FootprintBenchmark;
import ringside.parameters.Parameter;
import ringside.workload.Workload;

/**
 * The footprint kind: memory per idle actor, side by side: per CPU set and size, the smallest heap per actor first. Ranked on the heap: it is
 * measured exactly (objects alive after full collections), where off-heap is resident pages, coarser and moved by
 * the JVM's own native memory. The reference programs outside the JVM measure their whole runtime instead, which is
 * neither figure: their rows are a table of their own under the JVM's, never ranked against the heap.
 */
public final class FootprintTable implements ResultKind {
    /** The columns of the table, in the text, Markdown and HTML reports alike. */
    static final List<String> HEADER = List.of("framework/variant", "heap B/actor", "off-heap B/actor",
            "total B/actor", "kept B/actor", "n");

    /** What each column measures, as the text and document reports say it. */
    static final String LEGEND = "heap: in use after full collections with the actors waiting, minus the same right"
            + " before they were created (the ranked figure). off-heap: anonymous resident memory (RssAnon, file-backed"
            + " pages not counted) with the actors waiting, less what the JVM's pools have committed (heap, code"
            + " cache, metaspace; class space counted once, inside metaspace), minus the fork's lowest such reading right before an op's actors:"
            + " platform threads' stacks, the JVM's per-thread structures and native buffers, after the C library"
            + " has returned its free memory. kept: heap still in use after they ended. n: forks x measured ops per"
            + " fork.";
    /** The references' table: their one figure, whole-runtime memory per actor, beside no JVM column. */
    static final List<String> REFERENCE_HEADER = List.of("reference (outside the JVM)", "process B/actor", "n");
    /** What the references' figure is, and is not; what each language's program reads is said under its table. */
    static final String REFERENCE_LEGEND = "process: the reference program's whole runtime, as it accounts its"
            + " memory, with the actors waiting, minus the same right before they were created (Go: the lowest such"
            + " reading of the process), per actor: the actors' stacks, mailboxes and the runtime's structures for"
            + " them. Not the JVM's heap figure, nor heap + off-heap: it is not ranked against the JVM rows.";
    /** The env.json marker key under which a reference says what its footprint figure reads. */
    public static final String REFERENCE_MEASURE = "footprint";

    private final List<Footprint> rows;
    private final List<Footprint> references;

    public FootprintTable(List<Footprint> footprints) {
        Comparator<Footprint> bySize = Comparator.comparingInt(Footprint::parallelism).thenComparing(Footprint::cpuSet)
                .thenComparingInt(Footprint::actors);
        this.rows = footprints.stream().filter(f -> !f.wholeProcess())
                .sorted(bySize.thenComparingDouble(f -> f.heap().mean())).toList();
        this.references = footprints.stream().filter(Footprint::wholeProcess)
                .sorted(bySize.thenComparing(Footprint::label)).toList();
    }

    /** The footprint results among JMH's runs, from the benchmark's own secondary results. */
    static FootprintTable read(List<JmhRun> runs) {
        return new FootprintTable(runs.stream().filter(FootprintTable::holds).map(FootprintTable::footprint).toList());
    }

    /** Whether a JMH run is a footprint result. */
    static boolean holds(JmhRun run) {
        return run.workload() == Workload.FOOTPRINT;
    }

    static Footprint footprint(JmhRun run) {
        return new Footprint(run.framework(), run.variant(), run.parallelism(), run.cpuSet(),
                run.intParam(Parameter.footprintActors.name()), run.figure(FootprintBenchmark.HEAP),
                run.figure(FootprintBenchmark.OFF_HEAP), run.figure(FootprintBenchmark.KEPT),
                run.iterationsPerFork(), run.jdk(), run.figure(FootprintBenchmark.PROCESS));
    }

    /** The JVM's results: heap, off-heap and kept. */
    public List<Footprint> rows() {
        return rows;
    }

    /** The reference programs' results: whole-runtime memory per actor only. */
    public List<Footprint> references() {
        return references;
    }

    /** Results that may be compared (same actors, same CPUs), smallest heap first. */
    public List<List<Footprint>> groups() {
        return groupsOf(rows);
    }

    private static List<List<Footprint>> groupsOf(List<Footprint> footprints) {
        Map<String, List<Footprint>> groups = new LinkedHashMap<>();
        for (Footprint f : footprints) {
            groups.computeIfAbsent(f.cpuSet() + "|" + f.parallelism() + "|" + f.actors(), k -> new ArrayList<>())
                    .add(f);
        }
        return List.copyOf(groups.values());
    }

    /** A reference's row under {@link #REFERENCE_HEADER}, marked as the report marks the references. */
    static List<String> referenceCells(Footprint f) {
        return List.of(f.label() + " (" + Marks.REFERENCE + ")", Format.bytes(f.process()),
                f.process().forkMeans().size() + "x" + f.opsPerFork());
    }

    /** One row's cells under {@link #HEADER}, the variant named as the report names it. */
    static List<String> cells(Footprint f, String name) {
        String total = Double.isNaN(f.total()) ? "n/a" : Format.bytes(new Footprint.Figure(f.total(), f.totalError(),
                List.of()));
        return List.of(name, Format.bytes(f.heap()), Format.bytes(f.offHeap()), total, Format.bytes(f.kept()),
                f.heap().forkMeans().size() + "x" + f.opsPerFork());
    }

    public String toText() {
        StringBuilder out = new StringBuilder();
        if (!rows.isEmpty()) {
            out.append(jvmText());
        }
        if (!references.isEmpty()) {
            String format = "%-48s %-10s %-8s %18s %6s%n";
            out.append(String.format(Locale.ROOT, format, "footprint of the references", "actors", "CPUs",
                    REFERENCE_HEADER.get(1), REFERENCE_HEADER.get(2)));
            for (Footprint f : references) {
                List<String> c = referenceCells(f);
                out.append(String.format(Locale.ROOT, format, c.get(0), String.format(Locale.ROOT, "%,d",
                        f.actors()), f.cpuSet() + " (" + f.parallelism() + ")", c.get(1), c.get(2)));
            }
            out.append("footprint of the references: bytes per idle actor, mean ± " + ForkSamples.LEVEL
                    + " half-width. " + REFERENCE_LEGEND
                    + "\n");
        }
        return out.toString();
    }

    private String jvmText() {
        StringBuilder out = new StringBuilder();
        String format = "%-26s %-10s %-8s %16s %18s %18s %16s %6s%n";
        out.append(String.format(Locale.ROOT, format, "footprint", "actors", "CPUs", HEADER.get(1), HEADER.get(2),
                HEADER.get(3), HEADER.get(4), HEADER.get(5)));
        for (Footprint f : rows) {
            List<String> c = cells(f, f.label());
            out.append(String.format(Locale.ROOT, format, c.get(0), String.format(Locale.ROOT, "%,d", f.actors()),
                    f.cpuSet() + " (" + f.parallelism() + ")", c.get(1), c.get(2), c.get(3), c.get(4), c.get(5)));
        }
        out.append("footprint: bytes per idle actor, mean ± " + ForkSamples.LEVEL
                + " half-width, smallest heap first. " + LEGEND + "\n");
        return out.toString();
    }

    @Override
    public String name() {
        return Workload.FOOTPRINT.publicName();
    }

    @Override
    public boolean isEmpty() {
        return rows.isEmpty() && references.isEmpty();
    }

    @Override
    public List<String> labels() {
        return Stream.concat(rows.stream(), references.stream()).map(Footprint::label).toList();
    }

    /** File name (under charts/) of the footprint chart of f's CPU set and size. */
    static String chart(Footprint f) {
        return "footprint-cpus-" + f.cpuSet() + "-" + f.actors() + ".svg";
    }

    @Override
    public Map<String, String> charts(List<String> labels, Marks marks) {
        Map<String, String> charts = new LinkedHashMap<>();
        for (List<Footprint> group : groups()) {
            Footprint f = group.get(0);
            charts.put(chart(f), Charts.footprint(String.format(Locale.ROOT,
                    "footprint on CPUs %s (%,d idle actors)", f.cpuSet(), f.actors()), group, labels));
        }
        return charts;
    }

    /** Memory per idle actor is not a time: its own section. */
    @Override
    public Optional<Intro> intro() {
        return Optional.of(new Intro("Workload footprint: memory per idle actor", "Each op creates the actors, each"
                + " with its own mailbox, waits until every one is parked waiting for a message, measures the fork,"
                + " then wakes each with its own index and checks that every one received it and ended. Every reading"
                + " waits for exiting threads to be gone, collects twice and has the C library return its free"
                + " memory. " + LEGEND + " Warm-up ops come first (a virtual thread parked in code not yet compiled"
                + " keeps bigger frames). Ranked on the heap, the dot in the chart; total = heap + off-heap."));
    }

    /** Per CPU set and size, its table and chart. */
    @Override
    public void document(Document.Builder out, Report report) {
        for (List<Footprint> group : groups()) {
            Footprint first = group.get(0);
            out.heading(3, String.format(Locale.ROOT, "footprint on CPUs %s (parallelism %d, %,d actors)",
                    first.cpuSet(), first.parallelism(), first.actors()));
            out.table(HEADER, group.stream().map(f -> cells(f, f.label())).toList());
            report.chart(out, chart(first));
        }
        for (List<Footprint> group : groupsOf(references)) {
            Footprint first = group.get(0);
            out.heading(3, String.format(Locale.ROOT, "footprint of the references on CPUs %s (parallelism %d, %,d"
                    + " actors): process memory per actor, whole runtime", first.cpuSet(), first.parallelism(),
                    first.actors()));
            out.table(REFERENCE_HEADER, group.stream().map(FootprintTable::referenceCells).toList());
            List<String> measures = new ArrayList<>();
            for (Footprint f : group) {
                String measure = report.env().frameworks().stream().filter(d -> d.name().equals(f.framework()))
                        .map(d -> d.reference().get(REFERENCE_MEASURE)).filter(Objects::nonNull)
                        .findFirst().orElse("not recorded in this run");
                measures.add(f.framework() + ": " + measure);
            }
            out.paragraph(REFERENCE_LEGEND + " What each program reads: " + String.join("; ", measures) + ".");
        }
    }

    @Override
    public List<String> csvSizeColumns() {
        return List.of(Parameter.footprintActors.name());
    }

    /**
     * Three rows per JVM result: metrics heap, offheap and kept, in bytes per actor; one per reference's: metric
     * process.
     */
    @Override
    public List<Map<String, String>> csvRows(Marks marks) {
        List<Map<String, String>> out = new ArrayList<>();
        for (Footprint f : Stream.concat(rows.stream(), references.stream()).toList()) {
            Map<String, Footprint.Figure> figures = new LinkedHashMap<>();
            if (f.wholeProcess()) {
                figures.put("process", f.process());
            } else {
                figures.put("heap", f.heap());
                figures.put("offheap", f.offHeap());
                figures.put("kept", f.kept());
            }
            figures.forEach((metric, figure) -> {
                Map<String, String> row = ResultsCsv.withFigure(ResultsCsv.row(f.cpuSet(), f.parallelism(),
                        f.framework(), f.variant(), Workload.FOOTPRINT.publicName(), metric, f.jdk()), figure,
                        FootprintBenchmark.UNIT, f.opsPerFork());
                row.put(Parameter.footprintActors.name(), Integer.toString(f.actors()));
                out.add(row);
            });
        }
        return out;
    }
}
