package ringside.statistics;

/**
 * One mean over another, with its interval at {@link ForkSamples#CONFIDENCE}: what the verdicts, places and
 * {@code compare} decide on. Two results differ when this interval excludes 1, not when their own intervals fail to
 * overlap: that older rule asks much more (two 95% intervals apart is about a 99.5% test) and called most pairs ties.
 * The interval is on the log of the ratio, each mean's relative variance added (the delta method), with Welch's
 * degrees of freedom, since the two sides' spreads and fork counts differ.
 */
public record MeanRatio(double value, double low, double high) {

    /** Numerator over denominator: {@code of(a, b)} is b / a, "b takes this many times a's time". */
    public static MeanRatio of(Estimate a, Estimate b) {
        double value = b.mean() / a.mean();
        if (!a.hasInterval() || !b.hasInterval() || !(a.mean() > 0) || !(b.mean() > 0)) {
            return new MeanRatio(value, Double.NaN, Double.NaN);
        }
        double va = a.varianceOfMean() / (a.mean() * a.mean());
        double vb = b.varianceOfMean() / (b.mean() * b.mean());
        double welch = (va + vb) * (va + vb)
                / (va * va / a.degreesOfFreedom() + vb * vb / b.degreesOfFreedom());
        double half = (va + vb == 0 ? 0 : Estimate.quantile(welch)) * Math.sqrt(va + vb);
        return new MeanRatio(value, value * Math.exp(-half), value * Math.exp(half));
    }

    public boolean hasInterval() {
        return !Double.isNaN(low);
    }

    /** The numerator's mean is larger beyond the interval: b slower than a, for times. */
    public boolean above1() {
        return hasInterval() && low > 1;
    }

    /** The numerator's mean is smaller beyond the interval: b faster than a, for times. */
    public boolean below1() {
        return hasInterval() && high < 1;
    }
}
