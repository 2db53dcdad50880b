package ringside.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Footprint results side by side: per CPU set and size, the smallest heap per actor first. Ranked on the heap: it is
 * measured exactly (objects alive after full collections), where off-heap is resident pages, coarser and moved by
 * the JVM's own native memory.
 */
public final class FootprintTable {
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

    private final List<Footprint> rows;

    public FootprintTable(List<Footprint> footprints) {
        this.rows = footprints.stream()
                .sorted(Comparator.comparingInt(Footprint::parallelism).thenComparing(Footprint::cpuSet)
                        .thenComparingInt(Footprint::actors).thenComparingDouble(f -> f.heap().mean()))
                .toList();
    }

    public List<Footprint> rows() {
        return rows;
    }

    /** Results that may be compared (same actors, same CPUs), smallest heap first. */
    public List<List<Footprint>> groups() {
        Map<String, List<Footprint>> groups = new LinkedHashMap<>();
        for (Footprint f : rows) {
            groups.computeIfAbsent(f.cpuSet() + "|" + f.parallelism() + "|" + f.actors(), k -> new ArrayList<>())
                    .add(f);
        }
        return List.copyOf(groups.values());
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
        String format = "%-26s %-10s %-8s %16s %18s %18s %16s %6s%n";
        out.append(String.format(Locale.ROOT, format, "footprint", "actors", "CPUs", HEADER.get(1), HEADER.get(2),
                HEADER.get(3), HEADER.get(4), HEADER.get(5)));
        for (Footprint f : rows) {
            List<String> c = cells(f, f.label());
            out.append(String.format(Locale.ROOT, format, c.get(0), String.format(Locale.ROOT, "%,d", f.actors()),
                    f.cpuSet() + " (" + f.parallelism() + ")", c.get(1), c.get(2), c.get(3), c.get(4), c.get(5)));
        }
        out.append("footprint: bytes per idle actor, mean ± 99.9% half-width, smallest heap first. " + LEGEND + "\n");
        return out.toString();
    }
}
