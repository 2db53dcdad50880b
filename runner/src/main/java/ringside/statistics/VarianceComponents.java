package ringside.statistics;

/**
 * Where a result's variance lies, in the two-level model of Kalibera and Jones (ISMM 2013): the variance of its
 * iterations inside a fork ({@code within}), the variance of its fork means ({@code forkMeans}), and from those the
 * part between forks that the iterations do not explain ({@link #between}). Their ratio, with the costs of a fork and
 * of an iteration, gives the iterations per fork that narrow the interval most for the time spent:
 * sqrt(fork cost / iteration cost x within / between).
 */
public record VarianceComponents(double within, double forkMeans, double iterationsPerFork) {

    /**
     * The components of samples; NaN fork means' variance with one fork. Where forks ran different iterations, the
     * iterations per fork are their harmonic mean: what the fork means' variance holds of the iterations' on average.
     */
    public static VarianceComponents of(ForkSamples samples) {
        double within = Math.pow(samples.withinForkDeviation(), 2);
        double perFork = samples.forks() / samples.iterations().stream().mapToDouble(f -> 1.0 / f.size()).sum();
        double forkMeans = Estimate.of(samples.means().stream().mapToDouble(Double::doubleValue).toArray())
                .varianceOfMean() * samples.forks();
        return new VarianceComponents(within, forkMeans, perFork);
    }

    /** The fork means' variance less what the iterations explain (within over the iterations per fork), at least 0. */
    public double between() {
        return Math.max(0, forkMeans - within / iterationsPerFork);
    }

    /** The between-fork part's share of one iteration's variance (between over between plus within); NaN if unknown. */
    public double betweenShare() {
        double total = between() + within;
        return Double.isNaN(forkMeans) || !(total > 0) ? Double.NaN : between() / total;
    }

    /**
     * The between-fork part's share of the fork means' variance, the variance the interval rests on (between over
     * fork means'; the rest is the iterations' noise averaged inside each fork); NaN if unknown. Unlike
     * {@link #betweenShare} it counts the iterations per fork: with many, even noisy iterations average out.
     */
    public double betweenShareOfForkMeans() {
        return Double.isNaN(forkMeans) || !(forkMeans > 0) ? Double.NaN : between() / forkMeans;
    }
}
