package ringside.report;

import java.util.List;

/** The geometric mean, the only mean that treats 2x faster and 2x slower symmetrically. */
public final class GeoMean {
    private GeoMean() {
    }

    public static double of(List<Double> ratios) {
        if (ratios.isEmpty()) {
            return Double.NaN;
        }
        double logSum = 0;
        for (double r : ratios) {
            if (!(r > 0)) {
                throw new IllegalArgumentException("geometric mean of a non-positive ratio " + r);
            }
            logSum += Math.log(r);
        }
        return Math.exp(logSum / ratios.size());
    }
}
