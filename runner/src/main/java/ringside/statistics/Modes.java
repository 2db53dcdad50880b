package ringside.statistics;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Where a benchmark's JVMs settle. Forks whose means sit apart by more than their iterations' spread are separate
 * modes: a finding about the framework on this JVM (a JIT decision, a scheduler's placement), not noise.
 * The gaps between sorted fork means that part modes are the widest ones, when each is wider than
 * {@link #GAP_OVER_SPREAD} within-fork standard deviations and than {@link #GAP_OVER_OTHER_GAPS} times every gap
 * left inside a mode. So forks spread evenly stay one mode, however wide the spread.
 * Each mode has its own interval: its forks' mean, with the fork means' spread pooled over every mode (one-way
 * analysis of variance), so that a mode of one fork still has one.
 */
public record Modes(Judgement judgement, List<Mode> modes) {
    /** A gap between fork means must exceed this many within-fork standard deviations to part two modes. */
    public static final double GAP_OVER_SPREAD = 3;
    /** ... and this many times the widest gap between fork means inside one mode. */
    public static final double GAP_OVER_OTHER_GAPS = 3;

    public enum Judgement {
        /** The forks agree, or spread evenly: one mode. */
        ONE,
        /** The fork means form two or more separate clusters. */
        SEVERAL,
        /** Fewer than {@link ForkSamples#FORKS_FOR_MODES} forks: a gap between two forks cannot be told apart. */
        TOO_FEW_FORKS
    }

    /**
     * One cluster of fork means: its mean over those forks, its lowest and highest fork mean, how many, and its
     * estimate (the mean's variance from the spread pooled inside every mode; NaN where no mode has two forks).
     */
    public record Mode(double mean, double low, double high, int forks, Estimate estimate) {
        /** The half-width of its interval at {@link ForkSamples#CONFIDENCE}. */
        public double halfWidth() {
            return estimate.halfWidth();
        }
    }

    public Modes {
        modes = List.copyOf(modes);
    }

    public boolean several() {
        return judgement == Judgement.SEVERAL;
    }

    public static Modes of(ForkSamples samples) {
        List<Double> sorted = samples.means().stream().sorted().toList();
        if (samples.forks() < ForkSamples.FORKS_FOR_MODES) {
            return new Modes(Judgement.TOO_FEW_FORKS, List.of(whole(samples, sorted)));
        }
        List<Double> gaps = new ArrayList<>();
        for (int i = 1; i < sorted.size(); i++) {
            gaps.add(sorted.get(i) - sorted.get(i - 1));
        }
        List<Double> widestFirst = gaps.stream().sorted(Comparator.reverseOrder()).toList();
        // the boundaries are the k widest gaps, k where the step to the next widest is steepest; one gap at least
        // stays inside a mode, so forks that each settle apart are one wide mode, not a mode each
        double minGap = GAP_OVER_SPREAD * samples.withinForkDeviation();
        int boundaries = 0;
        double steepest = GAP_OVER_OTHER_GAPS;
        for (int k = 1; k < widestFirst.size(); k++) {
            double gap = widestFirst.get(k - 1);
            double step = gap / widestFirst.get(k);
            if (gap > minGap && step > steepest) {
                steepest = step;
                boundaries = k;
            }
        }
        if (boundaries == 0) {
            return new Modes(Judgement.ONE, List.of(whole(samples, sorted)));
        }
        double narrowestBoundary = widestFirst.get(boundaries - 1);
        List<List<Double>> clusters = new ArrayList<>();
        int from = 0;
        for (int i = 1; i <= sorted.size(); i++) {
            if (i == sorted.size() || gaps.get(i - 1) >= narrowestBoundary) {
                clusters.add(sorted.subList(from, i));
                from = i;
            }
        }
        // the spread of fork means around their own mode's mean, pooled: n - k degrees of freedom
        double squares = 0;
        for (List<Double> cluster : clusters) {
            double mean = ForkSamples.average(cluster);
            for (double v : cluster) {
                squares += (v - mean) * (v - mean);
            }
        }
        int degrees = sorted.size() - clusters.size();
        double pooled = degrees > 0 ? squares / degrees : Double.NaN;
        List<Mode> modes = clusters.stream().map(c -> mode(c, new Estimate(ForkSamples.average(c),
                pooled / c.size(), degrees))).toList();
        return new Modes(Judgement.SEVERAL, modes);
    }

    /** The one mode of forks that agree: its estimate is the samples' own. */
    private static Mode whole(ForkSamples samples, List<Double> sorted) {
        return mode(sorted, samples.estimate());
    }

    private static Mode mode(List<Double> sorted, Estimate estimate) {
        return new Mode(estimate.mean(), sorted.get(0), sorted.get(sorted.size() - 1), sorted.size(), estimate);
    }
}
