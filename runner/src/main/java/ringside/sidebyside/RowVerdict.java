package ringside.sidebyside;

import java.util.List;
import java.util.Locale;

/**
 * What a row's figures say, computed, never typed: where the mean of Ringside's JVMs lies against the range of the
 * program's JVMs, how far from the program's mean, and Welch's t of the two means (with its degrees of freedom) when
 * each side has two JVMs or more. Figures are costs (time per op or per message: lower is faster) or a server's
 * requests per second (higher is faster), so the verdict says above or below, never better or worse.
 */
record RowVerdict(List<Double> program, List<Double> ringside) {

    RowVerdict {
        if (program.isEmpty() || ringside.isEmpty()) {
            throw new IllegalArgumentException("a verdict needs figures on both sides");
        }
        program = List.copyOf(program);
        ringside = List.copyOf(ringside);
    }

    static double mean(List<Double> figures) {
        return figures.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
    }

    /** The sample variance (n - 1 in the denominator); needs two figures. */
    static double variance(List<Double> figures) {
        double mean = mean(figures);
        return figures.stream().mapToDouble(f -> (f - mean) * (f - mean)).sum() / (figures.size() - 1);
    }

    /** Welch's t of Ringside's mean against the program's: positive when Ringside's is higher; NaN without it. */
    double welchT() {
        double se2 = standardError2();
        return Double.isNaN(se2) || se2 == 0 ? Double.NaN : (mean(ringside) - mean(program)) / Math.sqrt(se2);
    }

    /** Welch-Satterthwaite degrees of freedom of {@link #welchT}. */
    double degreesOfFreedom() {
        double p = perSide(program);
        double r = perSide(ringside);
        return (p + r) * (p + r) / (p * p / (program.size() - 1) + r * r / (ringside.size() - 1));
    }

    private double standardError2() {
        return program.size() < 2 || ringside.size() < 2 ? Double.NaN : perSide(program) + perSide(ringside);
    }

    private static double perSide(List<Double> figures) {
        return variance(figures) / figures.size();
    }

    /** For example "inside the program's range; 3% above its mean (Welch's t = 0.4, df 3.8)". */
    String text() {
        double mr = mean(ringside);
        double mp = mean(program);
        double low = program.stream().mapToDouble(Double::doubleValue).min().orElseThrow();
        double high = program.stream().mapToDouble(Double::doubleValue).max().orElseThrow();
        double relative = (mr - mp) / mp;
        String place = mr < low ? "below the program's range" : mr > high ? "above the program's range"
                : "inside the program's range";
        String offMean = Math.abs(relative) < 0.005 ? "at its mean"
                : String.format(Locale.ROOT, "%.0f%% %s its mean", Math.abs(relative) * 100,
                        relative > 0 ? "above" : "below");
        double t = welchT();
        String test = Double.isNaN(t) ? "one JVM on a side or no spread: no Welch's t"
                : String.format(Locale.ROOT, "Welch's t = %.1f, df %.1f", t, degreesOfFreedom());
        return place + "; " + offMean + " (" + test + ")";
    }
}
