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
            "p99 us", "p99.9 us", "max us", "late p50 us", "late p99 us", "pacer", "n");
    /** What the columns mean, for the text table and the reports' paragraphs alike. */
    static final String LEGEND = "latency: from each request's intended send time to its reply, microseconds;"
            + " achieved/s: replies per second; late p50/p99: the pacer's own send lateness in the same ops (actual"
            + " minus intended send time), a part of every latency; pacer: parking (parks until each send, wakes"
            + " late) or precise (parks, then spins to the instant: a CPU of its own); every figure the mean over"
            + " measured ops ± its 99.9% error over ops and forks; (behind): the achieved rate's lower bound (mean"
            + " - error) is more than 5% under the offered rate; n: forks x measured ops per fork.";

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

    /** Per variant of a group, the highest rate it kept up with (see {@link Latency#keepsUp}); empty when none. */
    static Map<String, OptionalInt> keepsUpTo(List<Latency> group) {
        Map<String, OptionalInt> out = new LinkedHashMap<>();
        group.stream().map(Latency::label).distinct().sorted().forEach(label -> out.put(label, group.stream()
                .filter(l -> l.label().equals(label) && l.keepsUp()).mapToInt(Latency::rate).max()));
        return out;
    }

    /** One row's cells under {@link #HEADER}: every figure with its 99.9% error. */
    static List<String> cells(Latency l) {
        List<String> cells = new ArrayList<>(List.of(l.label(), String.format(Locale.ROOT, "%,d", l.rate()),
                Format.withError(l.achieved(), Format::whole) + (l.keepsUp() ? "" : " (behind)")));
        l.percentiles().forEach(p -> cells.add(Format.withError(p, Format::micros)));
        cells.add(Format.withError(l.latenessP50(), Format::micros));
        cells.add(Format.withError(l.latenessP99(), Format::micros));
        cells.add(l.pacer());
        cells.add(l.achieved().forkMeans().size() + "x" + l.opsPerFork());
        return cells;
    }

    /** "keeps up (...) on CPUs 0: loom/threads up to 10,000/s", per variant of each group. */
    static String keepsUpLine(List<Latency> group) {
        List<String> keeps = new ArrayList<>();
        keepsUpTo(group).forEach((label, rate) -> keeps.add(label + ": " + (rate.isPresent()
                ? String.format(Locale.ROOT, "%,d/s", rate.getAsInt()) : "none of the rates")));
        return "Highest offered rate kept up with (the achieved rate's lower bound within 5% of it) on CPUs "
                + group.get(0).cpuSet() + ": " + String.join("; ", keeps) + ".";
    }

    public String toText() {
        List<List<String>> lines = new ArrayList<>();
        List<String> header = new ArrayList<>(HEADER);
        header.set(0, "latency");
        header.add(1, "CPUs");
        lines.add(header);
        for (Latency l : rows) {
            List<String> c = cells(l);
            c.add(1, l.cpuSet() + " (" + l.parallelism() + ")");
            lines.add(c);
        }
        int[] widths = new int[header.size()];
        lines.forEach(line -> {
            for (int i = 0; i < line.size(); i++) {
                widths[i] = Math.max(widths[i], line.get(i).length());
            }
        });
        StringBuilder out = new StringBuilder();
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
        return out.append(LEGEND).append('\n').toString();
    }
}
