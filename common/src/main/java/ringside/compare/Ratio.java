package ringside.compare;

import ringside.report.Measurement;

/**
 * B's figure over A's for one row, with the range the two 99.9% intervals allow: from B's lower bound over A's upper
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
        return of(a.score(), a.error(), b.score(), b.error());
    }

    /** Two means in one unit, each with its 99.9% half-width (NaN: none). */
    static Ratio of(double a, double aError, double b, double bError) {
        double value = b / a;
        if (Double.isNaN(aError) || Double.isNaN(bError) || Double.isNaN(value)) {
            return new Ratio(value, Double.NaN, Double.NaN);
        }
        double low = Math.max(0, (b - bError) / (a + aError));
        double high = a > aError ? (b + bError) / (a - aError) : Double.POSITIVE_INFINITY;
        return new Ratio(value, low, high);
    }

    boolean hasInterval() {
        return !Double.isNaN(low);
    }
}
