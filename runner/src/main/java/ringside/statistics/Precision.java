package ringside.statistics;

/**
 * An error target, as a share of the score ({@code precision=5}: 0.05): whether a benchmark's samples meet it, and
 * how much one more fork is expected to narrow its interval, so the runner spends its time where it helps most.
 */
public record Precision(double target) {
    /** A target is judged over this many forks or more: with two, the spread across JVMs rests on one difference. */
    public static final int FORKS_TO_JUDGE = 3;

    public Precision {
        if (!(target > 0 && target < 1)) {
            throw new IllegalArgumentException("a precision target is a share of the score in (0, 1): " + target);
        }
    }

    public enum Status {
        /** The interval is within the target, over at least {@link #FORKS_TO_JUDGE} forks. */
        MET,
        /** Too few forks to judge: the spread across JVMs is not known yet. */
        TOO_FEW_FORKS,
        /** The interval is wider than the target. */
        ABOVE
    }

    /** A target is judged only over enough forks: two forks cannot show how differently JVMs settle. */
    public Status status(ForkSamples samples) {
        if (samples.forks() < FORKS_TO_JUDGE) {
            return Status.TOO_FEW_FORKS;
        }
        return samples.relativeHalfWidth() <= target ? Status.MET : Status.ABOVE;
    }

    /**
     * The relative half-width expected after one more fork like those so far: the fork means' spread over one more
     * sample, at one more degree of freedom. NaN with a single fork (no spread across forks yet).
     */
    public static double predictedAfterOneMoreFork(ForkSamples samples) {
        int n = samples.forks();
        if (n < 2) {
            return Double.NaN;
        }
        double deviation = Math.sqrt(samples.estimate().varianceOfMean() * n);
        return Estimate.quantile(n) * deviation / Math.sqrt(n + 1) / samples.mean();
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
}
