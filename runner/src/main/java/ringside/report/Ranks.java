package ringside.report;

import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Places within one group of comparable results as rank ranges: the ranks a result's interval allows. Its best rank
 * is one more than the results decidedly faster than it ({@link Measurement#decidedlyFaster}), its worst the group's
 * size less the results decidedly slower (both over the relation closed under transitivity). "1" is first beyond
 * doubt, "1-3" could be first to third. A result is never placed above one that is decidedly faster, and a result
 * with several modes spans the places of all of them.
 */
final class Ranks {
    /** A result's best and worst rank. */
    record Place(int best, int worst) {
        @Override
        public String toString() {
            return best == worst ? Integer.toString(best) : best + "-" + worst;
        }

        /** True where the place is shared: more than one rank is possible. */
        boolean shared() {
            return best != worst;
        }
    }

    private final Map<Measurement, Place> places = new LinkedHashMap<>();

    Ranks(List<Measurement> comparable) {
        int n = comparable.size();
        boolean[][] faster = new boolean[n][n]; // faster[i][j]: i decidedly faster than j
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                faster[i][j] = i != j && comparable.get(i).decidedlyFaster(comparable.get(j));
            }
        }
        // closed under transitivity, so that a result decidedly faster than another always has the better places
        for (int k = 0; k < n; k++) {
            for (int i = 0; i < n; i++) {
                for (int j = 0; j < n; j++) {
                    faster[i][j] |= faster[i][k] && faster[k][j];
                }
            }
        }
        for (int i = 0; i < n; i++) {
            int ahead = 0;
            int behind = 0;
            for (int j = 0; j < n; j++) {
                ahead += faster[j][i] ? 1 : 0;
                behind += faster[i][j] ? 1 : 0;
            }
            places.put(comparable.get(i), new Place(1 + ahead, n - behind));
        }
    }

    /** "1", or "1-3" where the interval allows several ranks; empty for a result not in the group. */
    String of(Measurement m) {
        Place place = places.get(m);
        return place == null ? "" : place.toString();
    }

    /** The place of a result in the group, null for one not in it. */
    Place place(Measurement m) {
        return places.get(m);
    }

    /** The results that can be first: the leading group, in the order of {@link #byPlace}. */
    List<Measurement> leaders() {
        return byPlace().stream().filter(m -> places.get(m).best() == 1).toList();
    }

    /**
     * The group in the order of its places: best rank, then worst rank, then its fastest mode's mean (a result with
     * several modes is never ordered by its mean, which none of its JVMs settled at).
     */
    List<Measurement> byPlace() {
        return places.keySet().stream().sorted(Comparator.comparing((Measurement m) -> places.get(m).best())
                .thenComparing(m -> places.get(m).worst()).thenComparingDouble(Measurement::fastestSettlingNanos))
                .toList();
    }
}
