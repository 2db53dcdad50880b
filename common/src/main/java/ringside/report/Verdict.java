package ringside.report;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/**
 * One line per workload and CPU set: the fastest variant, and whether its lead over the runner-up is larger
 * than both error bars (its upper bound below the runner-up's lower bound); otherwise it is a tie.
 */
public final class Verdict {
    private Verdict() {
    }

    public static String of(List<Measurement> comparable) {
        return of(comparable, Measurement::label);
    }

    /**
     * The verdict among the variants that compete in a group (see {@link SingleThreaded#competes}), naming any left
     * out, each named as the report names it.
     */
    static String among(List<Measurement> group, SingleThreaded marks) {
        String verdict = of(group.stream().filter(marks::competes).toList(), marks::name);
        List<String> left = group.stream().filter(m -> !marks.competes(m)).map(marks::name).toList();
        return left.isEmpty() ? verdict
                : verdict + " (not compared, single-threaded on " + group.get(0).parallelism() + " CPUs: "
                        + String.join(", ", left) + ")";
    }

    /** As {@link #of(List)}, naming each result with {@code name} (the report marks single-threaded variants). */
    public static String of(List<Measurement> comparable, Function<Measurement, String> name) {
        if (comparable.isEmpty()) {
            return "no results";
        }
        List<Measurement> byScore = comparable.stream().sorted(Comparator.comparingDouble(Measurement::scoreNanos))
                .toList();
        Measurement first = byScore.get(0);
        if (byScore.size() == 1) {
            return name.apply(first) + " is the only result";
        }
        Measurement second = byScore.get(1);
        String scores = String.format(Locale.ROOT, "(%s vs %s)", Format.score(first), Format.score(second));
        if (Double.isNaN(first.error()) || Double.isNaN(second.error())) {
            return name.apply(first) + " has the lowest mean, ahead of " + name.apply(second) + " " + scores
                    + ", but without error estimates (one measured iteration) the lead is not established";
        }
        if (first.fasterBeyondErrors(second)) {
            return String.format(Locale.ROOT, "%s is fastest, %.2fx ahead of %s beyond the error bars %s",
                    name.apply(first), second.scoreNanos() / first.scoreNanos(), name.apply(second), scores);
        }
        return "tie: " + name.apply(first) + " and " + name.apply(second) + " are within each other's error bars " + scores;
    }
}
