package ringside.compare;

import ringside.report.Measurement;

/**
 * B's time over A's for one row, with the range the two 99.9% intervals allow: from B's lower bound over A's upper
 * bound to B's upper bound over A's lower bound. It lies wholly below (above) 1 exactly when B's interval lies below
 * (above) A's, so it reads as the suite's verdicts do. The upper bound is infinite when A's interval reaches zero;
 * both bounds are NaN without an error estimate.
 */
record Ratio(double value, double low, double high) {

    /** Both results in the same unit (rows whose units differ are refused before). */
    static Ratio of(Measurement a, Measurement b) {
        if (!a.unit().equals(b.unit())) {
            throw new IllegalArgumentException("a ratio needs one unit: " + a.unit() + " and " + b.unit());
        }
        double value = b.score() / a.score();
        if (Double.isNaN(a.error()) || Double.isNaN(b.error())) {
            return new Ratio(value, Double.NaN, Double.NaN);
        }
        double low = Math.max(0, (b.score() - b.error()) / (a.score() + a.error()));
        double high = a.score() > a.error() ? (b.score() + b.error()) / (a.score() - a.error())
                : Double.POSITIVE_INFINITY;
        return new Ratio(value, low, high);
    }

    boolean hasInterval() {
        return !Double.isNaN(low);
    }
}
