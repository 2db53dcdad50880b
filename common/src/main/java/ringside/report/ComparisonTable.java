package ringside.report;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/** Measurements side by side, with ns per message and the ratio to the platform-thread baseline. */
public final class ComparisonTable {
    private final List<Measurement> rows;

    public ComparisonTable(List<Measurement> measurements) {
        this.rows = measurements.stream()
                .sorted(Comparator.comparing((Measurement m) -> m.workload().ordinal())
                        .thenComparingInt(Measurement::parallelism)
                        .thenComparing(m -> m.sizes().toString())
                        .thenComparing(Measurement::score))
                .toList();
    }

    public List<Measurement> rows() {
        return rows;
    }

    /** The threads result with the same workload, sizes and parallelism, if this run has one. */
    public Optional<Measurement> baselineFor(Measurement m) {
        return rows.stream().filter(b -> b.variant().equals(Measurement.BASELINE_VARIANT) && b.comparableWith(m))
                .findFirst();
    }

    /** Time relative to the baseline: 0.5 means twice as fast as platform threads. */
    public Optional<Double> ratioToBaseline(Measurement m) {
        return baselineFor(m).map(b -> m.score() * Measurement.nanosPerUnit(m.unit())
                / (b.score() * Measurement.nanosPerUnit(b.unit())));
    }

    public String toText() {
        StringBuilder out = new StringBuilder();
        String format = "%-9s %-14s %-9s %4s %26s %10s %10s  %s%n";
        out.append(String.format(Locale.ROOT, format, "framework", "variant", "workload", "cpus", "score +- error",
                "ns/msg", "vs threads", "sizes"));
        for (Measurement m : rows) {
            out.append(String.format(Locale.ROOT, format, m.framework(), m.variant(), m.workload().publicName(),
                    m.parallelism(), formatScore(m), String.format(Locale.ROOT, "%.1f", m.nsPerMessage()),
                    ratioToBaseline(m).map(r -> String.format(Locale.ROOT, "%.2fx", r)).orElse("n/a"),
                    sizes(m.sizes())));
        }
        if (rows.stream().anyMatch(m -> ratioToBaseline(m).isEmpty())) {
            out.append("vs threads: time relative to loom/threads on the same workload, sizes and CPUs"
                    + " (n/a: no such threads result in this run).\n");
        }
        return out.toString();
    }

    public String toCsv() {
        StringBuilder out = new StringBuilder(
                "framework,variant,workload,parallelism,score,error,unit,ns_per_message,ratio_to_threads,sizes,jdk\n");
        for (Measurement m : rows) {
            out.append(String.join(",", m.framework(), m.variant(), m.workload().publicName(),
                    Integer.toString(m.parallelism()), number(m.score()), number(m.error()), m.unit(),
                    number(m.nsPerMessage()), ratioToBaseline(m).map(ComparisonTable::number).orElse(""),
                    sizes(m.sizes()), m.jdk())).append('\n');
        }
        return out.toString();
    }

    private static String formatScore(Measurement m) {
        String error = Double.isNaN(m.error()) ? "n/a" : String.format(Locale.ROOT, "%.3f", m.error());
        return String.format(Locale.ROOT, "%.3f +- %s %s", m.score(), error, m.unit());
    }

    private static String number(double d) {
        return Double.isNaN(d) ? "" : String.format(Locale.ROOT, "%.6g", d);
    }

    /** Sizes as name=value joined with spaces (no commas, so a CSV field needs no quoting). */
    private static String sizes(Map<String, String> sizes) {
        return sizes.entrySet().stream().sorted(Map.Entry.comparingByKey())
                .map(e -> e.getKey() + "=" + e.getValue()).collect(Collectors.joining(" "));
    }
}
