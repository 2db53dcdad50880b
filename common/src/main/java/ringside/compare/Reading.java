package ringside.compare;

import ringside.report.Measurement;

/**
 * What a row's two results say, by the suite's own rule (the verdicts'): B is faster or slower only when the two 99.9%
 * intervals do not overlap; otherwise there is no measured difference.
 */
enum Reading {
    FASTER("faster"),
    SLOWER("slower"),
    NO_DIFFERENCE("no measured difference"),
    /** A result of a single measured iteration has no interval: nothing is established either way. */
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

    /** How pages and the terminal spell it. */
    String text() {
        return text;
    }
}
