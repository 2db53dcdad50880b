package ringside.statistics;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * One benchmark's measured iterations, fork by fork: every figure of its precision rests on them.
 * A fork is a fresh JVM, and JVMs settle differently (the JIT, where the scheduler placed the threads): iterations
 * agree within a fork and disagree across forks. So the independent sample is the fork's mean, and every interval is
 * over fork means. With one fork the spread across JVMs is unknown; its iterations then give the only interval there
 * is, and the report says so.
 */
public record ForkSamples(List<List<Double>> iterations, List<Boolean> settled) {
    /** The confidence of every interval Ringside prints, and of every verdict: the anchors' choice. */
    public static final double CONFIDENCE = 0.95;
    /** {@link #CONFIDENCE} as the text prints it. */
    public static final String LEVEL = "95%";
    /** Fewer forks than this cannot show separate modes: two forks apart are just a spread. */
    public static final int FORKS_FOR_MODES = 3;

    public ForkSamples {
        iterations = iterations.stream().map(List::copyOf).toList();
        settled = List.copyOf(settled);
        if (iterations.isEmpty() || iterations.stream().anyMatch(List::isEmpty)) {
            throw new IllegalArgumentException("every fork needs at least one measured iteration: " + iterations);
        }
        if (settled.size() != iterations.size()) {
            throw new IllegalArgumentException(settled.size() + " settled flags for " + iterations.size() + " forks");
        }
    }

    /** Forks whose warm-up nobody judged ({@link SteadyState}): each counts as settled. */
    public ForkSamples(List<List<Double>> iterations) {
        this(iterations, Collections.nCopies(iterations.size(), true));
    }

    /** The forks still changing at the end of their warm-up ({@link SteadyState}). */
    public int unsettled() {
        return (int) settled.stream().filter(s -> !s).count();
    }

    public int forks() {
        return iterations.size();
    }

    /** Measured iterations in all forks. */
    public int samples() {
        return iterations.stream().mapToInt(List::size).sum();
    }

    /** Each fork's own mean, in fork order. */
    public List<Double> means() {
        return iterations.stream().map(ForkSamples::average).toList();
    }

    /**
     * The mean of the fork means, the independent samples the interval is over: JMH's score (the mean of every
     * iteration) where every fork ran the same iterations, as the planned forks do.
     */
    public double mean() {
        boolean equal = iterations.stream().mapToInt(List::size).distinct().count() == 1;
        return (equal ? iterations.stream().flatMap(List::stream) : means().stream()).mapToDouble(Double::doubleValue)
                .average().orElseThrow();
    }

    /**
     * The estimate intervals and ratios use: over fork means from 2 forks on; with one fork, over its iterations
     * ({@link #acrossJvms} is then false). The mean is the score's.
     */
    public Estimate estimate() {
        Estimate unit = Estimate.of(acrossJvms() ? means().stream().mapToDouble(Double::doubleValue).toArray()
                : iterations.get(0).stream().mapToDouble(Double::doubleValue).toArray());
        return new Estimate(mean(), unit.varianceOfMean(), unit.degreesOfFreedom());
    }

    /** True when the interval covers how JVMs differ: two forks or more. */
    public boolean acrossJvms() {
        return forks() >= 2;
    }

    /** The half-width at {@link #CONFIDENCE} ({@link #estimate}); NaN with one iteration in all. */
    public double halfWidth() {
        return estimate().halfWidth();
    }

    /** The half-width as a share of the score. */
    public double relativeHalfWidth() {
        return halfWidth() / mean();
    }

    /**
     * The iterations' spread inside their own forks: the pooled standard deviation around each fork's mean (0 when
     * no fork has two iterations).
     */
    public double withinForkDeviation() {
        double squares = 0;
        int degrees = 0;
        List<Double> means = means();
        for (int f = 0; f < forks(); f++) {
            for (double v : iterations.get(f)) {
                squares += (v - means.get(f)) * (v - means.get(f));
            }
            degrees += iterations.get(f).size() - 1;
        }
        return degrees == 0 ? 0 : Math.sqrt(squares / degrees);
    }

    /** The same samples with one more fork's iterations (a fork whose warm-up is not judged). */
    public ForkSamples plus(List<Double> fork) {
        List<List<Double>> more = new ArrayList<>(iterations);
        more.add(fork);
        List<Boolean> flags = new ArrayList<>(settled);
        flags.add(true);
        return new ForkSamples(more, flags);
    }

    static double average(List<Double> values) {
        return values.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
    }
}
