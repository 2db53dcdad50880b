package ringside.compare;

import ringside.report.Footprint;
import ringside.report.Measurement;

/**
 * What a row's two results say, by the suite's own rule (the verdicts'): B is faster or slower (for memory: smaller
 * or larger) only when the two 99.9% intervals do not overlap; otherwise there is no measured difference.
 */
enum Reading {
    FASTER("faster"),
    SLOWER("slower"),
    SMALLER("smaller"),
    LARGER("larger"),
    NO_DIFFERENCE("no measured difference"),
    /** A result of a single measured op (or a figure one run did not record) has no interval: nothing is established. */
    NO_ESTIMATE("no error estimate, nothing established");

    private final String text;

    Reading(String text) {
        this.text = text;
    }

    /** B's result against A's, through {@link Measurement#fasterBeyondErrors}, the rule the verdicts use. */
    static Reading of(Measurement a, Measurement b) {
        if (Double.isNaN(a.error()) || Double.isNaN(b.error())) {
            return NO_ESTIMATE;
        }
        return b.fasterBeyondErrors(a) ? FASTER : a.fasterBeyondErrors(b) ? SLOWER : NO_DIFFERENCE;
    }

    /**
     * B's figure against A's by the same rule: B lower or higher only when its interval lies wholly below or above
     * A's; which of those is faster (or smaller) says {@code better}. Nothing without both intervals.
     */
    static Reading of(Footprint.Figure a, Footprint.Figure b, Better better) {
        if (Double.isNaN(a.mean()) || Double.isNaN(b.mean()) || Double.isNaN(a.error()) || Double.isNaN(b.error())) {
            return NO_ESTIMATE;
        }
        if (b.mean() + b.error() < a.mean() - a.error()) {
            return better.lower();
        }
        if (b.mean() - b.error() > a.mean() + a.error()) {
            return better.higher();
        }
        return NO_DIFFERENCE;
    }

    /** How pages and the terminal spell it. */
    String text() {
        return text;
    }
}
