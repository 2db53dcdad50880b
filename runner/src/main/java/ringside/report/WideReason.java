package ringside.report;

import java.util.ArrayList;
import java.util.List;
import ringside.statistics.ForkSamples;
import ringside.statistics.Modes;
import ringside.statistics.VarianceComponents;

/**
 * Why a timed result's error is above {@link #WIDE} of its score, in its row of the report and in results.csv: its
 * JVMs settle in separate modes, or some forks were still changing at the end of warm-up, or else where its variance
 * lies (its JVMs differ, or its iterations are noisy); and over how many forks, since few widen the interval (t).
 */
final class WideReason {
    /** The acceptance's bar: a result whose error is above this share of its score says why. */
    static final double WIDE = 0.10;
    /** The workload tables' column of reasons, present where some result of the table is above {@link #WIDE}. */
    static final String COLUMN = "why above " + Math.round(WIDE * 100) + "%";
    /** What that column says, for the report's legend. */
    static final String LEGEND = " The column " + COLUMN + " says why a result's error is above "
            + Math.round(WIDE * 100) + "% of its score, in this order: its JVMs (a reference's: its processes)"
            + " settle in separate modes; some forks were still changing at the end of warm-up; otherwise where its"
            + " fork means' variance lies, between forks"
            + " (its JVMs differ: more forks narrow the interval) or inside each fork (its iterations are noisy: more"
            + " iterations per fork narrow it); and over how many forks, since with few, t's quantile widens the"
            + " interval, and with one there is no interval across JVMs at all.";

    private WideReason() {
    }

    /** True when the result's error is above {@link #WIDE} of its score (not when it has no error at all). */
    static boolean wide(Measurement m) {
        return m.relativeError() > WIDE;
    }

    /**
     * The reasons joined by "; "; empty for a result within {@link #WIDE}. {@code reference}: a program outside the
     * JVM, whose forks are its processes.
     */
    static String text(Measurement m, boolean reference) {
        return String.join("; ", of(m, reference));
    }

    /** The reasons in order of precedence, the fork count last; none for a result within {@link #WIDE}. */
    static List<String> of(Measurement m, boolean reference) {
        String runs = reference ? "processes" : "JVMs";
        if (!wide(m)) {
            return List.of();
        }
        ForkSamples samples = m.samples();
        List<String> reasons = new ArrayList<>();
        Modes modes = m.modes();
        if (modes.several()) {
            reasons.add("its " + runs + " settle in " + modes.modes().size() + " modes");
        }
        if (samples.unsettled() > 0) {
            reasons.add(samples.unsettled() + " of " + samples.forks() + " forks still changing at the end of warm-up");
        }
        if (reasons.isEmpty()) {
            reasons.add(variance(samples, runs));
        }
        reasons.add(samples.acrossJvms() ? "over " + samples.forks() + " forks" : "one fork: no interval across "
                + runs);
        return reasons;
    }

    /**
     * Where the variance the interval rests on lies: between forks or in each fork's iterations, whichever is more of
     * the fork means' variance; with one fork the interval is over its iterations alone.
     */
    private static String variance(ForkSamples samples, String runs) {
        if (!samples.acrossJvms()) {
            return "its iterations are noisy";
        }
        if (samples.samples() == samples.forks()) { // no fork has two iterations: no spread inside a fork to set apart
            return "its fork means spread (one iteration per fork: its " + runs + " and its iterations cannot be told"
                    + " apart)";
        }
        double share = VarianceComponents.of(samples).betweenShareOfForkMeans();
        String split = " (between forks: " + Format.percent(share) + " of the fork means' variance)";
        return (share > 0.5 ? "its " + runs + " differ" : "its iterations are noisy inside each fork") + split;
    }
}
