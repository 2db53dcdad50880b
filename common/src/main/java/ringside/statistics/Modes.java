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
        /** Fewer than {@link ForkSamples#FORKS_FOR_AN_INTERVAL} forks: a gap between two forks cannot be told apart. */
        TOO_FEW_FORKS
    }

    /** One cluster of fork means: its mean over those forks, its lowest and highest fork mean, and how many. */
    public record Mode(double mean, double low, double high, int forks) {
    }

    public Modes {
        modes = List.copyOf(modes);
    }

    public boolean several() {
        return judgement == Judgement.SEVERAL;
    }

    public static Modes of(ForkSamples samples) {
        List<Double> sorted = samples.means().stream().sorted().toList();
        if (samples.forks() < ForkSamples.FORKS_FOR_AN_INTERVAL) {
            return new Modes(Judgement.TOO_FEW_FORKS, List.of(mode(sorted)));
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
            return new Modes(Judgement.ONE, List.of(mode(sorted)));
        }
        double narrowestBoundary = widestFirst.get(boundaries - 1);
        List<Mode> modes = new ArrayList<>();
        int from = 0;
        for (int i = 1; i <= sorted.size(); i++) {
            if (i == sorted.size() || gaps.get(i - 1) >= narrowestBoundary) {
                modes.add(mode(sorted.subList(from, i)));
                from = i;
            }
        }
        return new Modes(Judgement.SEVERAL, modes);
    }

    private static Mode mode(List<Double> sorted) {
        return new Mode(sorted.stream().mapToDouble(Double::doubleValue).average().orElseThrow(), sorted.get(0),
                sorted.get(sorted.size() - 1), sorted.size());
    }
}
