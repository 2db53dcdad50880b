package ringside.statistics;

import org.apache.commons.math3.distribution.TDistribution;

/**
 * An error target, as a share of the score ({@code precision=5}: 0.05): whether a benchmark's samples meet it, and
 * how much one more fork is expected to narrow its interval, so the runner spends its time where it helps most.
 */
public record Precision(double target) {

    public Precision {
        if (!(target > 0 && target < 1)) {
            throw new IllegalArgumentException("a precision target is a share of the score in (0, 1): " + target);
        }
    }

    public enum Status {
        /** The interval is within the target, over at least {@link ForkSamples#FORKS_FOR_AN_INTERVAL} forks. */
        MET,
        /** Too few forks to judge: the spread across JVMs is not known yet. */
        TOO_FEW_FORKS,
        /** The interval is wider than the target. */
        ABOVE
    }

    /** A target is judged only over enough forks: two forks cannot show how differently JVMs settle. */
    public Status status(ForkSamples samples) {
        if (samples.forks() < ForkSamples.FORKS_FOR_AN_INTERVAL) {
            return Status.TOO_FEW_FORKS;
        }
        return samples.relativeHalfWidth() <= target ? Status.MET : Status.ABOVE;
    }

    /**
     * The relative half-width expected after one more fork like those so far: each part of the interval with one more
     * sample and its quantile at one more degree of freedom. NaN with a single fork (no spread across forks yet).
     */
    public static double predictedAfterOneMoreFork(ForkSamples samples) {
        int n = samples.forks();
        if (n < 2) {
            return Double.NaN;
        }
        double forks = quantile(n) * samples.forkMeanStatistics().getStandardDeviation() / Math.sqrt(n + 1);
        int all = samples.samples() + samples.samples() / n;
        double jmh = quantile(all - 1) * samples.iterationStatistics().getStandardDeviation() / Math.sqrt(all);
        return Math.max(forks, jmh) / samples.mean();
    }

    /**
     * How much one more fork should narrow the interval, as a share of the score; infinite while the target cannot be
     * judged yet (too few forks), so those rows get their forks first.
     */
    public double gain(ForkSamples samples) {
        if (status(samples) == Status.TOO_FEW_FORKS) {
            return Double.POSITIVE_INFINITY;
        }
        return Math.max(0, samples.relativeHalfWidth() - predictedAfterOneMoreFork(samples));
    }

    /** Student's t at {@link ForkSamples#CONFIDENCE} (two-sided) with that many degrees of freedom. */
    static double quantile(int degreesOfFreedom) {
        return new TDistribution(null, degreesOfFreedom).inverseCumulativeProbability(
                1 - (1 - ForkSamples.CONFIDENCE) / 2);
    }

}
