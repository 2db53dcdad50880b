package ringside.report;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

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

    /**
     * "ties by its width: error 52%; more forks narrow it", where a result shares its place by its own width alone:
     * its error is above a fifth of its score (the report's rough), and it ties with a result whose interval does not
     * reach its mean, no mode of either involved. The rule still calls it a tie; the note says why. Empty otherwise.
     */
    Optional<String> widthNote(Measurement m) {
        if (!of(m).endsWith("=") || !(m.relativeError() > ReportDocument.NOISY)
                || ranks.keySet().stream().noneMatch(other -> other != m && tiesByWidthOf(m, other))) {
            return Optional.empty();
        }
        return Optional.of("ties by its width: error " + Math.round(100 * m.relativeError())
                + "%; more forks narrow it");
    }

    /** Neither is faster beyond both bars, not through a mode, and only m's interval reaches across: m's width ties them. */
    private static boolean tiesByWidthOf(Measurement m, Measurement other) {
        return !m.fasterBeyondErrors(other) && !other.fasterBeyondErrors(m) && m.modeWithin(other).isEmpty()
                && other.modeWithin(m).isEmpty() && !Double.isNaN(other.error())
                && Math.abs(m.scoreNanos() - other.scoreNanos()) > other.errorNanos();
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
