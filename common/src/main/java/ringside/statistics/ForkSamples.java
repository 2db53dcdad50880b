package ringside.statistics;

import java.util.ArrayList;
import java.util.List;
import org.openjdk.jmh.util.ListStatistics;

/**
 * One benchmark's measured iterations, fork by fork: every figure of its precision rests on them.
 * JMH's error treats every iteration as an independent sample. A JVM that settles differently in each fork breaks
 * that: its iterations agree within the fork and disagree across forks. So each fork's mean is also a sample, and
 * the interval reported is the wider of JMH's and the one over fork means.
 */
public record ForkSamples(List<List<Double>> iterations) {
    /** The confidence of every interval Ringside prints: JMH's own default. */
    public static final double CONFIDENCE = 0.999;
    /** Fewer forks than this give no interval over fork means: with 2, its t quantile at 99.9% is 637. */
    public static final int FORKS_FOR_AN_INTERVAL = 3;

    public ForkSamples {
        iterations = iterations.stream().map(List::copyOf).toList();
        if (iterations.isEmpty() || iterations.stream().anyMatch(List::isEmpty)) {
            throw new IllegalArgumentException("every fork needs at least one measured iteration: " + iterations);
        }
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
        return iterations.stream().map(f -> f.stream().mapToDouble(Double::doubleValue).average().orElseThrow())
                .toList();
    }

    /** The mean over every iteration of every fork: JMH's score. */
    public double mean() {
        return iterationStatistics().getMean();
    }

    /** JMH's half-width at {@link #CONFIDENCE}, over every iteration as one sample; NaN with one iteration in all. */
    public double jmhHalfWidth() {
        ListStatistics all = iterationStatistics();
        return all.getN() < 2 ? Double.NaN : all.getMeanErrorAt(CONFIDENCE);
    }

    /**
     * The half-width at {@link #CONFIDENCE} over the fork means (Student's t with forks - 1 degrees of freedom);
     * NaN with fewer than {@link #FORKS_FOR_AN_INTERVAL} forks.
     */
    public double forkHalfWidth() {
        if (forks() < FORKS_FOR_AN_INTERVAL) {
            return Double.NaN;
        }
        return forkMeanStatistics().getMeanErrorAt(CONFIDENCE);
    }

    /** The interval reported: the wider of JMH's and the fork means' (JMH's alone with too few forks). */
    public double halfWidth() {
        double forks = forkHalfWidth();
        return Double.isNaN(forks) ? jmhHalfWidth() : Math.max(forks, jmhHalfWidth());
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

    /** The same samples with one more fork's iterations. */
    public ForkSamples plus(List<Double> fork) {
        List<List<Double>> more = new ArrayList<>(iterations);
        more.add(fork);
        return new ForkSamples(more);
    }

    /** JMH's statistics over every iteration of every fork. */
    ListStatistics iterationStatistics() {
        ListStatistics all = new ListStatistics();
        iterations.forEach(f -> f.forEach(all::addValue));
        return all;
    }

    /** JMH's statistics over the fork means, one sample per fork. */
    ListStatistics forkMeanStatistics() {
        ListStatistics means = new ListStatistics();
        means().forEach(means::addValue);
        return means;
    }
}
