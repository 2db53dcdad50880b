package ringside.statistics;

import java.util.ArrayList;
import java.util.List;

/**
 * Where each fork's warm-up ended: at the first warm-up iteration from which every later one lies within the noise of
 * the fork's measured level. Those warm-up iterations join the fork's samples, so a fork that settles early is
 * measured from there; a fork whose last warm-up iteration still lies outside was still changing when its measured
 * iterations began, and is reported as one that did not settle (its measured iterations alone are its samples).
 *
 * <p>The noise is the row's: its measured iterations' spread inside their forks, pooled over the forks. An iteration
 * is warm when it lies within the 95% prediction interval of one more iteration at its fork's measured mean:
 * t(pooled degrees of freedom) x s x sqrt(1 + 1 / measured iterations). Without a spread to judge by (no fork with
 * two measured iterations) nothing is judged: the measured iterations are the samples, as JMH's.
 */
public final class SteadyState {
    private SteadyState() {
    }

    /**
     * The samples of a row whose forks recorded {@code warmups} (each fork's warm-up iterations, in order) and
     * {@code measured} (each fork's measured iterations), fork by fork in the same order.
     */
    public static ForkSamples of(List<List<Double>> warmups, List<List<Double>> measured) {
        if (warmups.size() != measured.size()) {
            throw new IllegalArgumentException(warmups.size() + " forks of warm-up beside " + measured.size()
                    + " measured");
        }
        ForkSamples asMeasured = new ForkSamples(measured);
        int degrees = measured.stream().mapToInt(f -> f.size() - 1).sum();
        if (degrees == 0) {
            return asMeasured;
        }
        double noise = asMeasured.withinForkDeviation();
        double t = Estimate.quantile(degrees);
        List<List<Double>> samples = new ArrayList<>();
        List<Boolean> settled = new ArrayList<>();
        for (int f = 0; f < measured.size(); f++) {
            List<Double> warmup = warmups.get(f);
            List<Double> fork = measured.get(f);
            double level = ForkSamples.average(fork);
            double tolerance = t * noise * Math.sqrt(1 + 1.0 / fork.size());
            int start = warmup.size(); // the first warm-up iteration of the steady run at the warm-up's end
            while (start > 0 && Math.abs(warmup.get(start - 1) - level) <= tolerance) {
                start--;
            }
            boolean settledInWarmup = warmup.isEmpty() || start < warmup.size();
            List<Double> steady = new ArrayList<>(warmup.subList(start, warmup.size()));
            steady.addAll(fork);
            samples.add(steady);
            settled.add(settledInWarmup);
        }
        return new ForkSamples(samples, settled);
    }
}
