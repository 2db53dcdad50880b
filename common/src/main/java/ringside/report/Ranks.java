package ringside.report;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Places within one group of comparable results that do not claim more than the error bars show: a result's
 * rank is one more than the number of results faster than it beyond both error bars, so results within each
 * other's bars share a place ("2=" is a tie for second). The same rule as the verdicts.
 */
final class Ranks {
    private final Map<Measurement, Integer> ranks = new LinkedHashMap<>();

    Ranks(List<Measurement> comparable) {
        for (Measurement m : comparable) {
            ranks.put(m, 1 + (int) comparable.stream().filter(other -> other.fasterBeyondErrors(m)).count());
        }
    }

    /** "1", or "1=" when another result shares the place; empty for a result not in the group. */
    String of(Measurement m) {
        Integer rank = ranks.get(m);
        if (rank == null) {
            return "";
        }
        return rank + (ranks.values().stream().filter(rank::equals).count() > 1 ? "=" : "");
    }

    /** The places two or more results share, each with those results in score order: where the group ties. */
    Map<Integer, List<Measurement>> ties() {
        Map<Integer, List<Measurement>> out = new LinkedHashMap<>();
        ranks.entrySet().stream().sorted(Map.Entry.comparingByValue()).forEach(e -> {
            List<Measurement> shared = ranks.keySet().stream().filter(m -> ranks.get(m).equals(e.getValue()))
                    .sorted(java.util.Comparator.comparingDouble(Measurement::scoreNanos)).toList();
            if (shared.size() > 1) {
                out.putIfAbsent(e.getValue(), shared);
            }
        });
        return out;
    }
}
