package ringside.statistics;

import java.util.List;

/**
 * How a row's remaining repetitions reach a precision target in the least time (Kalibera and Jones, ISMM 2013). A
 * pilot's forks give the variance inside a fork and between forks ({@link VarianceComponents}); with what a fork costs
 * beside its measured iterations and what one iteration costs, the measured iterations per fork that narrow the
 * interval most per second are sqrt(fork cost / iteration cost x within / between). At that count, the plan takes the
 * fewest forks in all whose interval is predicted within the target, at most {@code maxForks}.
 *
 * @param iterationsPerFork the measured iterations of each fork still to run
 * @param forks the forks in all, the pilot's included
 * @param predicted the relative half-width predicted at those forks
 * @param reachable false when even {@code maxForks} forks are predicted above the target
 */
public record RepetitionPlan(int iterationsPerFork, int forks, double predicted, boolean reachable) {
    /** More iterations per fork than this buy little once a fork's start is paid, and make forks few. */
    public static final int MAX_ITERATIONS_PER_FORK = 10;

    /**
     * The plan for a row whose pilot gave {@code pilot}: {@code forkSeconds}, what a fork costs beside its measured
     * iterations (the JVM's start, its warm-up); {@code iterationSeconds}, one measured iteration.
     */
    public static RepetitionPlan of(ForkSamples pilot, double forkSeconds, double iterationSeconds,
            Precision precision, int maxForks) {
        if (!(forkSeconds >= 0 && iterationSeconds > 0) || pilot.forks() < 2) {
            throw new IllegalArgumentException("a plan needs two forks or more and positive costs: " + pilot.forks()
                    + " forks, " + forkSeconds + " s a fork, " + iterationSeconds + " s an iteration");
        }
        VarianceComponents v = VarianceComponents.of(pilot);
        int perFork = iterationsPerFork(v, forkSeconds, iterationSeconds);
        double pilotVariance = 0; // the pilot's fork means' variances, summed: they stay in the interval
        for (List<Double> fork : pilot.iterations()) {
            pilotVariance += v.between() + v.within() / fork.size();
        }
        double forkVariance = v.between() + v.within() / perFork;
        int forks = Math.max(pilot.forks(), maxForks);
        double predicted = Double.NaN;
        for (int n = pilot.forks(); n <= Math.max(pilot.forks(), maxForks); n++) {
            // the mean of n fork means: the pilot's, then n - pilot forks at the plan's iterations
            double varianceOfMean = (pilotVariance + (n - pilot.forks()) * forkVariance) / ((double) n * n);
            predicted = Estimate.quantile(n - 1) * Math.sqrt(varianceOfMean) / pilot.mean();
            if (n >= Precision.FORKS_TO_JUDGE && predicted <= precision.target()) {
                return new RepetitionPlan(perFork, n, predicted, true);
            }
        }
        return new RepetitionPlan(perFork, forks, predicted, false);
    }

    /**
     * Kalibera and Jones's optimum, rounded and kept within 1 and {@link #MAX_ITERATIONS_PER_FORK}: 1 where the
     * iterations agree (more of them add nothing), the most where forks agree (their starts buy nothing).
     */
    static int iterationsPerFork(VarianceComponents v, double forkSeconds, double iterationSeconds) {
        if (!(v.within() > 0)) {
            return 1;
        }
        if (!(v.between() > 0)) {
            return MAX_ITERATIONS_PER_FORK;
        }
        double optimum = Math.sqrt(forkSeconds / iterationSeconds * v.within() / v.between());
        return (int) Math.max(1, Math.min(MAX_ITERATIONS_PER_FORK, Math.round(optimum)));
    }
}
