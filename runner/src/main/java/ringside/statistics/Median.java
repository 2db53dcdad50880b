package ringside.statistics;

import java.util.List;

/** The median of a list of values: the middle one, or the mean of the two in the middle. */
public final class Median {
    private Median() {
    }

    /** NaN for an empty list. */
    public static double of(List<Double> values) {
        List<Double> sorted = values.stream().sorted().toList();
        int n = sorted.size();
        if (n == 0) {
            return Double.NaN;
        }
        return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
    }
}
