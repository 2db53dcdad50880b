package ringside.report;

import java.util.ArrayList;
import java.util.List;

/**
 * A log axis from one power of ten to another, for values that differ by factors. It spans the values given,
 * but starts no lower than {@code floor}'s decade, so that one interval reaching towards zero does not stretch the
 * axis over decades nobody reads; values below the start are drawn clipped at the edge.
 */
record LogScale(double lo, double hi) {

    static LogScale spanning(List<Double> values, double floor) {
        double min = values.stream().mapToDouble(Double::doubleValue).filter(v -> v > 0).min().orElse(1);
        double max = values.stream().mapToDouble(Double::doubleValue).filter(v -> v > 0).max().orElse(10);
        double lo = Math.pow(10, Math.floor(Math.log10(floor > 0 ? Math.max(min, floor) : min)));
        double hi = Math.pow(10, Math.ceil(Math.log10(max)));
        return new LogScale(lo, hi > lo ? hi : lo * 10);
    }

    /** Where v lies between lo (0) and hi (1); values at or below lo give 0. */
    double fraction(double v) {
        return v <= lo ? 0 : Math.log10(v / lo) / Math.log10(hi / lo);
    }

    /** The powers of ten from lo to hi, where the axis has labelled lines. */
    List<Double> decades() {
        List<Double> out = new ArrayList<>();
        for (double v = lo; v <= hi * 1.0001; v *= 10) {
            out.add(v);
        }
        return out;
    }

    /** 2 and 5 times each power of ten below hi: light lines a reader can estimate between. */
    List<Double> steps() {
        List<Double> out = new ArrayList<>();
        for (double v = lo; v < hi; v *= 10) {
            out.add(2 * v);
            out.add(5 * v);
        }
        return out;
    }
}
