package ringside.report;

import java.util.ArrayList;
import java.util.IntSummaryStatistics;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.DoubleFunction;
import java.util.function.Function;
import java.util.stream.Collectors;
import ringside.declaration.Declarations;
import ringside.statistics.MeanRatio;
import ringside.statistics.Modes;
import ringside.workload.Workload;

/**
 * How a result's figures are spelled wherever they appear (text table, CSV, report, charts, verdicts), so that one
 * figure reads the same everywhere; "n/a" where a figure was not measured.
 */
public final class Format {
    private Format() {
    }

    /** "12.345 ± 0.678 ms/op", or "± n/a" with a single measured iteration. */
    public static String score(Measurement m) {
        String error = Double.isNaN(m.error()) ? "n/a" : String.format(Locale.ROOT, "%.3f", m.error());
        return String.format(Locale.ROOT, "%.3f ± %s %s", m.score(), error, m.unit());
    }

    /**
     * What a workload's counted message is, for labels, as its declaration says (spawn: an actor).
     */
    static String countedUnit(Workload w) {
        return Declarations.of(w).countedUnit();
    }

    /** "4.2%", or "n/a" without an error estimate. */
    public static String percent(double share) {
        return Double.isNaN(share) ? "n/a" : String.format(Locale.ROOT, "%.1f%%", 100 * share);
    }

    /** Nanoseconds per message, "n/a" where the result has no messages per op recorded. */
    static String nsPerMessage(Measurement m) {
        return Double.isNaN(m.nsPerMessage()) ? "n/a" : String.format(Locale.ROOT, "%.1f", m.nsPerMessage());
    }

    /** "123.4 ± 5.6": ns per message with its error at the run's level; "n/a" where the messages were not recorded. */
    static String nsPerMessageWithError(Measurement m) {
        return withError(new Footprint.Figure(m.nsPerMessage(), m.nsPerMessage() * m.relativeError(), List.of()),
                v -> String.format(Locale.ROOT, "%.1f", v));
    }

    /** Bytes allocated per message, "n/a" where the result has no allocation figure. */
    static String bytesPerMessage(Measurement m) {
        return Double.isNaN(m.bytesPerMessage()) ? "n/a" : String.format(Locale.ROOT, "%.1f", m.bytesPerMessage());
    }

    /** "1.23x (1.10-1.38x)": a ratio of two means with its interval; without one, the ratio alone. */
    static String ratio(MeanRatio r) {
        return r.hasInterval() ? String.format(Locale.ROOT, "%.2fx (%.2f-%.2fx)", r.value(), r.low(), r.high())
                : ratio(r.value());
    }

    /** "0.25x": a time relative to another; empty for NaN (no such figure). */
    public static String ratio(double r) {
        return Double.isNaN(r) ? "" : String.format(Locale.ROOT, "%.2fx", r);
    }

    /**
     * "2x10": forks x iterations per fork, the samples the error rests on; "5x2-4" where forks have different counts
     * (forks added with their plan's iterations, warm-up iterations from where each fork settled).
     */
    static String samples(Measurement m) {
        IntSummaryStatistics sizes = m.samples().iterations().stream().mapToInt(List::size).summaryStatistics();
        return m.samples().forks() + "x" + sizes.getMin() + (sizes.getMin() == sizes.getMax() ? ""
                : "-" + sizes.getMax());
    }

    /** results.csv's iterations per fork: one number, or each fork's where they differ, joined by ";". */
    static String iterationsPerFork(Measurement m) {
        List<String> each = m.samples().iterations().stream().map(f -> Integer.toString(f.size())).toList();
        return each.stream().distinct().count() == 1 ? each.get(0) : String.join(";", each);
    }

    /** Each fork's mean score, in the result's unit, joined by {@code separator}. */
    static String forkScores(Measurement m, String separator) {
        return values(m.forkScores(), separator);
    }

    /**
     * Where a result's JVMs settled when its fork means form separate modes: "settles at 65.0 or 90.5 ms (3 and 2 of
     * 5 forks)"; empty for one mode or too few forks to tell.
     */
    static String settles(Measurement m) {
        Modes modes = m.modes();
        if (!modes.several()) {
            return "";
        }
        List<String> means = distinct(modes.modes().stream().map(Modes.Mode::mean).toList());
        List<String> withErrors = new ArrayList<>();
        for (int i = 0; i < means.size(); i++) {
            double half = modes.modes().get(i).halfWidth();
            // a spread below a millionth of the mean is rounding noise: "± 0"
            double mean = modes.modes().get(i).mean();
            withErrors.add(means.get(i) + (Double.isNaN(half) ? "" : " ± " + (half < 1e-6 * Math.abs(mean) ? "0"
                    : significant(half, 2))));
        }
        List<String> forks = modes.modes().stream().map(mode -> Integer.toString(mode.forks())).toList();
        return "settles at " + either(withErrors, "or") + " " + timeUnit(m) + " (" + either(forks, "and") + " of "
                + m.samples().forks() + " forks)";
    }

    /** "; b settles at 5.3 ± 0.2 or 11.0 ± 0.3 ms (...)" for each result whose JVMs settle in several modes. */
    static String settlesNote(List<Measurement> results, Function<Measurement, String> name) {
        return results.stream().filter(m -> m.modes().several()).map(m -> "; " + name.apply(m) + " " + settles(m))
                .collect(Collectors.joining());
    }

    /** A mode's mean as {@link #settles} spells it, with its unit: "65.0 ms". */
    static String mode(Measurement m, Modes.Mode mode) {
        return distinct(List.of(mode.mean())).get(0) + " " + timeUnit(m);
    }

    /** "ms" of "ms/op": the unit of a time per op. */
    private static String timeUnit(Measurement m) {
        return m.unit().endsWith("/op") ? m.unit().substring(0, m.unit().length() - "/op".length()) : m.unit();
    }

    /** "a", "a or b", "a, b or c". */
    static String either(List<String> items, String conjunction) {
        return items.size() == 1 ? items.get(0) : String.join(", ", items.subList(0, items.size() - 1)) + " "
                + conjunction + " " + items.get(items.size() - 1);
    }

    /** Numbers to three significant digits, more where that is needed to tell two of them apart. */
    private static List<String> distinct(List<Double> values) {
        for (int digits = 3; ; digits++) {
            int d = digits;
            List<String> out = values.stream().map(v -> significant(v, d)).toList();
            if (digits >= 9 || out.stream().distinct().count() == out.size()) {
                return out;
            }
        }
    }

    /** A number to {@code digits} significant digits (whole numbers at least), no exponent: 65.0, 351, 0.0123. */
    private static String significant(double v, int digits) {
        int decimals = v == 0 ? digits - 1 : Math.max(0, digits - 1 - (int) Math.floor(Math.log10(Math.abs(v))));
        return String.format(Locale.ROOT, "%." + decimals + "f", v);
    }

    /** Numbers to three decimals, joined by {@code separator}. */
    static String values(List<Double> values, String separator) {
        return values.stream().map(f -> String.format(Locale.ROOT, "%.3f", f)).collect(Collectors.joining(separator));
    }

    /** "448 ± 4" bytes per actor, "n/a" where not recorded, "± n/a" without an error estimate. */
    static String bytes(Footprint.Figure f) {
        return withError(f, Format::whole);
    }

    /**
     * "1,234 ± 56": a figure's mean and its error at the run's level, each spelled by {@code number}; "n/a" where not recorded,
     * "± n/a" without an error estimate (one op).
     */
    public static String withError(Footprint.Figure f, DoubleFunction<String> number) {
        if (Double.isNaN(f.mean())) {
            return "n/a";
        }
        return number.apply(f.mean()) + " ± " + (Double.isNaN(f.error()) ? "n/a" : number.apply(f.error()));
    }

    /** Microseconds: whole above 100, one decimal below. */
    public static String micros(double us) {
        return Double.isNaN(us) ? "n/a" : us >= 100 ? String.format(Locale.ROOT, "%,.0f", us)
                : String.format(Locale.ROOT, "%.1f", us);
    }

    /** A rate or a count per second, whole. */
    public static String whole(double d) {
        return String.format(Locale.ROOT, "%,.0f", d);
    }

    /** A number for results.csv: six significant digits, empty where not measured. */
    static String csvNumber(double d) {
        return Double.isNaN(d) ? "" : String.format(Locale.ROOT, "%.6g", d);
    }

    /** Sizes as name=value joined with spaces. */
    public static String sizes(Map<String, String> sizes) {
        return sizes.entrySet().stream().sorted(Map.Entry.comparingByKey())
                .map(e -> e.getKey() + "=" + e.getValue()).collect(Collectors.joining(" "));
    }
}
