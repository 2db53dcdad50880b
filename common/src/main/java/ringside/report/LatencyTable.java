package ringside.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalInt;

/** Latency results side by side: per CPU set, each rate, the lowest p99 first. */
public final class LatencyTable {
    /** The columns of the table, in the text, Markdown and HTML reports alike. */
    static final List<String> HEADER = List.of("framework/variant", "rate/s", "achieved/s", "p50 us", "p90 us",
            "p99 us", "p99.9 us", "max us", "pacer p99 us", "n");

    private final List<Latency> rows;

    public LatencyTable(List<Latency> latencies) {
        this.rows = latencies.stream()
                .sorted(Comparator.comparingInt(Latency::parallelism).thenComparing(Latency::cpuSet)
                        .thenComparingInt(Latency::rate).thenComparingDouble(l -> l.p99().mean()))
                .toList();
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

    /** Per variant of a group, the highest rate it kept up with (achieved within 5%); empty when none. */
    static Map<String, OptionalInt> keepsUpTo(List<Latency> group) {
        Map<String, OptionalInt> out = new LinkedHashMap<>();
        group.stream().map(Latency::label).distinct().sorted().forEach(label -> out.put(label, group.stream()
                .filter(l -> l.label().equals(label) && l.keepsUp()).mapToInt(Latency::rate).max()));
        return out;
    }

    /** One row's cells under {@link #HEADER}. */
    static List<String> cells(Latency l) {
        List<String> cells = new ArrayList<>(List.of(l.label(), String.format(Locale.ROOT, "%,d", l.rate()),
                String.format(Locale.ROOT, "%,.0f%s", l.achieved().mean(), l.keepsUp() ? "" : " (behind)")));
        // p99 with its 99.9% error: the figure a reader compares, so its spread over ops is shown beside it
        l.percentiles().forEach(p -> cells.add(p == l.p99() && !Double.isNaN(p.error())
                ? micros(p.mean()) + " ± " + micros(p.error()) : micros(p.mean())));
        cells.add(micros(l.pacerP99().mean()));
        cells.add(l.achieved().forkMeans().size() + "x" + l.opsPerFork());
        return cells;
    }

    static String micros(double us) {
        return Double.isNaN(us) ? "n/a" : us >= 100 ? String.format(Locale.ROOT, "%,.0f", us)
                : String.format(Locale.ROOT, "%.1f", us);
    }

    public String toText() {
        StringBuilder out = new StringBuilder();
        String format = "%-26s %-8s %10s %18s %9s %9s %19s %9s %9s %12s %5s%n";
        out.append(String.format(Locale.ROOT, format, "latency", "CPUs", HEADER.get(1), HEADER.get(2), HEADER.get(3),
                HEADER.get(4), HEADER.get(5), HEADER.get(6), HEADER.get(7), HEADER.get(8), HEADER.get(9)));
        for (Latency l : rows) {
            List<String> c = cells(l);
            out.append(String.format(Locale.ROOT, format, c.get(0), l.cpuSet() + " (" + l.parallelism() + ")",
                    c.get(1), c.get(2), c.get(3), c.get(4), c.get(5), c.get(6), c.get(7), c.get(8), c.get(9)));
        }
        for (List<Latency> group : groups()) {
            keepsUpTo(group).forEach((label, rate) -> out.append(String.format(Locale.ROOT,
                    "keeps up (achieved within 5%%) on CPUs %s: %s up to %s%n", group.get(0).cpuSet(), label,
                    rate.isPresent() ? String.format(Locale.ROOT, "%,d/s", rate.getAsInt()) : "none of the rates")));
        }
        out.append("latency: from each request's intended send time to its reply, microseconds, mean over ops;"
                + " pacer p99: the same schedule with no framework (the pacer's own lateness); n: forks x measured ops"
                + " per fork.\n");
        return out.toString();
    }
}
