package ringside.report;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import java.util.stream.Stream;
import ringside.output.FlameGraph;
import ringside.output.OutputLayout;

/**
 * The flame graphs of a run's profiled forks ({@code profile}), by the row each explains: those its folders list and
 * hold, so that no link points at nothing (a stored run keeps them with their lists). A link is written as Markdown's
 * {@code [text](profiles/...)}, which the HTML renderer turns into an anchor.
 */
final class FlameGraphs {
    /** What a link's text says. */
    static final String LINK_TEXT = "flame graph";

    /** Row key (label, benchmark, CPU set) to the graph, its path relative to the run's folder. */
    private final Map<String, Linked> byRow = new LinkedHashMap<>();

    private record Linked(FlameGraph graph, String href) {
    }

    private FlameGraphs(Path outDir, List<FlameGraph.Located> graphs) {
        for (FlameGraph.Located g : graphs) {
            FlameGraph f = g.graph();
            byRow.put(key(f.framework() + "/" + f.variant(), f.benchmark(), f.cpuSet()),
                    new Linked(f, outDir.relativize(g.path()).toString().replace('\\', '/')));
        }
    }

    static FlameGraphs read(OutputLayout layout) throws IOException {
        return new FlameGraphs(layout.outDir(), FlameGraph.under(layout.profiles()));
    }

    boolean isEmpty() {
        return byRow.isEmpty();
    }

    /** The row's graph as a Markdown link; empty where it has none. */
    Optional<String> link(Measurement m) {
        return Optional.ofNullable(byRow.get(key(m.label(), m.benchmark(), m.cpuSet())))
                .map(l -> link(LINK_TEXT, l.href()));
    }

    /** A table's header, with the links' column in a profiled run (a run without profiles has none). */
    List<String> withColumn(List<String> header) {
        return byRow.isEmpty() ? header : Stream.concat(header.stream(), Stream.of(LINK_TEXT)).toList();
    }

    /** A row's cells, with its graph's link in a profiled run; an empty cell where the row has none. */
    List<String> withLink(Measurement m, List<String> cells) {
        return byRow.isEmpty() ? cells : Stream.concat(cells.stream(), Stream.of(link(m).orElse(""))).toList();
    }

    /**
     * Where a variant's note on its multi-CPU cost shows its cause: " (flame graphs: CPUs 0, CPUs 0-1)", a link per
     * CPU set (in the order given) with a graph of the workload's benchmark ("ring"); empty where there is none.
     */
    String noteLinks(String label, String benchmark, List<String> cpuSets) {
        List<String> links = new ArrayList<>();
        for (String cpus : cpuSets) {
            Linked l = byRow.get(key(label, benchmark, cpus));
            if (l != null) {
                links.add(link("CPUs " + cpus, l.href()));
            }
        }
        return links.isEmpty() ? "" : " (flame graphs: " + String.join(", ", links) + ")";
    }

    static String link(String text, String href) {
        return "[" + text + "](" + href + ")";
    }

    /** The section: what the graphs record, that they were never scored, and each event that stood in for another. */
    void document(Document.Builder out) {
        if (byRow.isEmpty()) {
            return;
        }
        out.heading(3, "Flame graphs");
        TreeSet<String> events = new TreeSet<>();
        TreeSet<String> notes = new TreeSet<>();
        byRow.values().forEach(l -> {
            events.add(l.graph().event());
            if (!l.graph().note().isEmpty()) {
                notes.add(l.graph().note());
            }
        });
        out.paragraph("After the scored forks, each timed benchmark ran once more in a fork of its own under"
                + " async-profiler (event " + String.join(", ", events) + ": " + meaning(events) + "), with the same"
                + " warm-up and measured iterations; that fork is never scored. Each row links its flame graph in its"
                + " table (" + byRow.size() + " graphs, in " + OutputLayout.PROFILES + "/)."
                + (notes.isEmpty() ? "" : " " + String.join("; ", notes) + "."));
    }

    private static String meaning(TreeSet<String> events) {
        List<String> said = new ArrayList<>();
        for (String event : events) {
            said.add(switch (event) {
                case "cpu" -> "where on-CPU time goes, sampled per thread";
                case "itimer" -> "where on-CPU time goes, sampled over the whole process";
                case "alloc" -> "where bytes are allocated";
                case "lock" -> "where threads wait to enter monitors and locks";
                case "wall" -> "where every thread spends its time, running or not";
                default -> "samples of " + event;
            });
        }
        return String.join("; ", said);
    }

    private static String key(String label, String benchmark, String cpuSet) {
        return label + "\t" + benchmark + "\t" + cpuSet;
    }
}
