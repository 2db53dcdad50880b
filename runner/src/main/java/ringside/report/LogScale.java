package ringside.report;

import java.util.ArrayList;
import java.util.List;

/**
 * A log axis for values that differ by factors, with ends at 1, 2 or 5 times a power of ten around the values.
 * It starts no lower than {@code floor}, so that one interval reaching towards zero does not stretch the axis over
 * decades nobody reads; values below the start are drawn clipped at the edge.
 */
public record LogScale(double lo, double hi) {
    private static final double[] STEPS = {1, 2, 5};

    public static LogScale spanning(List<Double> values, double floor) {
        double min = values.stream().mapToDouble(Double::doubleValue).filter(v -> v > 0).min().orElse(1);
        double max = values.stream().mapToDouble(Double::doubleValue).filter(v -> v > 0).max().orElse(10);
        double lo = below(floor > 0 ? Math.max(min, floor) : min);
        double hi = above(max);
        return new LogScale(lo, hi > lo ? hi : above(lo * 1.01));
    }

    /** Where v lies between lo (0) and hi (1); values at or below lo give 0. */
    public double fraction(double v) {
        return v <= lo ? 0 : Math.log10(v / lo) / Math.log10(hi / lo);
    }

    /** The powers of ten from lo to hi, where the axis has labelled lines. */
    public List<Double> decades() {
        return marks(true);
    }

    /** 2 and 5 times each power of ten between lo and hi: lighter lines a reader can estimate between. */
    public List<Double> steps() {
        return marks(false);
    }

    private List<Double> marks(boolean decades) {
        List<Double> out = new ArrayList<>();
        for (double power = Math.pow(10, Math.floor(Math.log10(lo))); power <= hi; power *= 10) {
            for (double step : decades ? new double[] {1} : new double[] {2, 5}) {
                double v = step * power;
                if (v >= lo * 0.9999 && v <= hi * 1.0001) {
                    out.add(v);
                }
            }
        }
        return out;
    }

    /** The largest 1, 2 or 5 times a power of ten at or below v. */
    private static double below(double v) {
        double power = Math.pow(10, Math.floor(Math.log10(v)));
        double best = power;
        for (double step : STEPS) {
            if (step * power <= v * 1.0001) {
                best = step * power;
            }
        }
        return best;
    }

    /** The smallest 1, 2 or 5 times a power of ten at or above v. */
    private static double above(double v) {
        double power = Math.pow(10, Math.floor(Math.log10(v)));
        for (double step : STEPS) {
            if (step * power >= v * 0.9999) {
                return step * power;
            }
        }
        return 10 * power;
    }
}
