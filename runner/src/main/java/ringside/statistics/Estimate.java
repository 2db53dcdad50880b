package ringside.statistics;

import org.apache.commons.math3.distribution.TDistribution;

/**
 * A mean, the variance of that mean, and the degrees of freedom its variance rests on: what an interval and a ratio
 * of two means are computed from. Over fork means (the independent unit), or over one mode's forks with the spread
 * pooled inside the modes ({@link Modes.Mode#estimate}).
 */
public record Estimate(double mean, double varianceOfMean, int degreesOfFreedom) {

    /** The estimate of a set of independent samples: their mean, s^2/n, n - 1; NaN variance with one sample. */
    public static Estimate of(double[] samples) {
        int n = samples.length;
        double mean = 0;
        for (double v : samples) {
            mean += v / n;
        }
        if (n < 2) {
            return new Estimate(mean, Double.NaN, 0);
        }
        double squares = 0;
        for (double v : samples) {
            squares += (v - mean) * (v - mean);
        }
        return new Estimate(mean, squares / (n - 1) / n, n - 1);
    }

    /** The same estimate in another unit: the mean times {@code factor}, its variance times its square. */
    public Estimate scaled(double factor) {
        return new Estimate(mean * factor, varianceOfMean * factor * factor, degreesOfFreedom);
    }

    /** True where there is a spread to build an interval on. */
    public boolean hasInterval() {
        return degreesOfFreedom > 0 && !Double.isNaN(varianceOfMean);
    }

    /** The half-width of the two-sided interval at {@link ForkSamples#CONFIDENCE}; NaN without a spread. */
    public double halfWidth() {
        return hasInterval() ? quantile(degreesOfFreedom) * Math.sqrt(varianceOfMean) : Double.NaN;
    }

    /** Student's t at {@link ForkSamples#CONFIDENCE} (two-sided); degrees of freedom may be fractional (Welch). */
    static double quantile(double degreesOfFreedom) {
        return new TDistribution(null, degreesOfFreedom).inverseCumulativeProbability(
                1 - (1 - ForkSamples.CONFIDENCE) / 2);
    }
}
