package ringside.compare;

import ringside.report.Measurement;
import ringside.statistics.MeanRatio;

/**
 * What a row's two results say, by the suite's own rule (the verdicts'): B is faster or slower (for memory: smaller
 * or larger) only when the interval of B's mean over A's excludes 1 ({@link MeanRatio}); otherwise there is no
 * measured difference.
 */
enum Reading {
    FASTER("faster"),
    SLOWER("slower"),
    SMALLER("smaller"),
    LARGER("larger"),
    NO_DIFFERENCE("no measured difference"),
    /**
     * A result of a single measured op or of one fork (how JVMs differ unknown), or a figure one run did not record:
     * nothing is established.
     */
    NO_ESTIMATE("no interval across JVMs, nothing established");

    private final String text;

    Reading(String text) {
        this.text = text;
    }

    /** B's result against A's, through {@link Measurement#decidedlyFaster}, the rule the verdicts use. */
    static Reading of(Measurement a, Measurement b) {
        if (Double.isNaN(a.error()) || Double.isNaN(b.error()) || !a.samples().acrossJvms()
                || !b.samples().acrossJvms()) {
            return NO_ESTIMATE;
        }
        return b.decidedlyFaster(a) ? FASTER : a.decidedlyFaster(b) ? SLOWER : NO_DIFFERENCE;
    }

    /**
     * B's figure against A's by the same rule: B lower or higher only when the ratio's interval lies wholly below or
     * above 1; which of those is faster (or smaller) says {@code better}. Nothing without an interval (one fork).
     */
    static Reading of(MeanRatio ratio, Better better) {
        if (!ratio.hasInterval()) {
            return NO_ESTIMATE;
        }
        return ratio.below1() ? better.lower() : ratio.above1() ? better.higher() : NO_DIFFERENCE;
    }

    /** How pages and the terminal spell it. */
    String text() {
        return text;
    }
}
