package ringside.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import ringside.statistics.RepetitionPlan;

/**
 * How a timed row came out of the precision round: its forks, its relative error (the interval the report prints, as
 * a share of the score) against the target, whether it met it, and why not. The suite writes one line per row in
 * precision.tsv (tab-separated: CPU set, framework/variant, benchmark, sizes, forks, error, target, met or above, why)
 * when the run asked for precision; the report reads it. Where the round planned the row from its pilot
 * ({@link RepetitionPlan}), three more columns: the plan's iterations per fork, its forks and its predicted error.
 */
public record PrecisionOutcome(String cpuSet, String label, String benchmark, String sizes, int forks,
        double relativeError, double target, boolean met, String why, Optional<RepetitionPlan> plan) {
    public static final String MET = "met";
    public static final String ABOVE = "above";

    /** The outcome of a row as the report reads it. */
    public static PrecisionOutcome of(Measurement row, double relativeError, double target, boolean met, String why,
            RepetitionPlan plan) {
        return new PrecisionOutcome(row.cpuSet(), row.label(), row.benchmark(), Format.sizes(row.sizes()),
                row.samples().forks(), relativeError, target, met, why, Optional.ofNullable(plan));
    }

    /** True when this is the outcome of that row (same CPU set, variant, benchmark and sizes). */
    public boolean isOf(Measurement row) {
        return cpuSet.equals(row.cpuSet()) && label.equals(row.label()) && benchmark.equals(row.benchmark())
                && sizes.equals(Format.sizes(row.sizes()));
    }

    /** Its line in precision.tsv, as {@link #read} reads it back. */
    public String toTsvLine() {
        return String.join("\t", cpuSet, label, benchmark, sizes, Integer.toString(forks),
                String.format(Locale.ROOT, "%.6f", relativeError), String.format(Locale.ROOT, "%.6f", target),
                met ? MET : ABOVE, why.replaceAll("[\t\n]", " ")) + plan.map(p -> "\t" + p.iterationsPerFork() + "\t"
                + p.forks() + "\t" + String.format(Locale.ROOT, "%.6f", p.predicted()) + "\t" + p.reachable())
                .orElse("") + "\n";
    }

    /** Every outcome in a precision.tsv; none without the file (the run asked for no precision). */
    public static List<PrecisionOutcome> read(Path precisionTsv) throws IOException {
        if (!Files.exists(precisionTsv)) {
            return List.of();
        }
        return Files.readAllLines(precisionTsv).stream().filter(l -> !l.isBlank()).map(l -> {
            String[] f = l.split("\t", -1);
            if (f.length < 8) {
                throw new IllegalArgumentException(precisionTsv + ": not a precision line: " + l);
            }
            return new PrecisionOutcome(f[0], f[1], f[2], f[3], Integer.parseInt(f[4]), Double.parseDouble(f[5]),
                    Double.parseDouble(f[6]), f[7].equals(MET), f.length >= 9 ? f[8] : "", f.length < 13
                    ? Optional.empty() : Optional.of(new RepetitionPlan(Integer.parseInt(f[9]), Integer.parseInt(f[10]),
                    Double.parseDouble(f[11]), Boolean.parseBoolean(f[12]))));
        }).toList();
    }
}
