package ringside.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;
import ringside.statistics.Modes;

/**
 * One line per workload and CPU set: the fastest variant, and whether its lead over the runner-up is larger
 * than both error bars (its upper bound below the runner-up's lower bound); otherwise it is a tie. A result whose
 * JVMs settle in several modes ties with any result whose interval holds one of them, even beyond the runner-up.
 */
public final class Verdict {
    private Verdict() {
    }

    public static String of(List<Measurement> comparable) {
        return of(comparable, Measurement::label);
    }

    /**
     * The verdict among the variants that compete in a group (see {@link Marks#competes}), naming any left
     * out, each named as the report names it.
     */
    static String among(List<Measurement> group, Marks marks) {
        String verdict = of(group.stream().filter(marks::competes).toList(), marks::name);
        List<String> left = group.stream().filter(m -> !marks.competes(m) && !marks.reference(m)).map(marks::name)
                .toList();
        return left.isEmpty() ? verdict
                : verdict + " (not compared, single-threaded on " + group.get(0).parallelism() + " CPUs: "
                        + String.join(", ", left) + ")";
    }

    /**
     * Per reference outside the JVM in a group, one line that compares it with the JVM's fastest result there and with
     * loom/vthreads: the ratio of their means, and whether the difference is beyond both error bars (the verdict's own
     * rule: overlapping intervals, no measured difference).
     */
    static List<String> references(List<Measurement> group, Marks marks) {
        return group.stream().filter(marks::reference).map(ref -> marks.name(ref) + " ("
                + marks.references().get(ref.framework()) + ") is " + comparison(ref, group, marks)).toList();
    }

    /** "0.80x the JVM's fastest here, ...; and 1.10x loom/vthreads (...)": one reference against the JVM rows. */
    static String comparison(Measurement ref, List<Measurement> group, Marks marks) {
        List<Measurement> jvm = group.stream().filter(marks::competes)
                .sorted(Comparator.comparingDouble(Measurement::scoreNanos)).toList();
        List<String> parts = new ArrayList<>();
        if (!jvm.isEmpty()) {
            parts.add(against(ref, jvm.get(0), "the JVM's fastest here, ", marks));
        }
        jvm.stream().filter(m -> m.label().equals(VIRTUAL_THREADS) && m != jvm.get(0)).findFirst()
                .ifPresent(v -> parts.add(against(ref, v, "", marks)));
        return parts.isEmpty() ? "the only kind of result here: no JVM result to compare with"
                : String.join("; and ", parts);
    }

    /** The JVM's virtual threads, the row a reference is compared with by name. */
    static final String VIRTUAL_THREADS = "loom/vthreads";

    /** "0.80x loom/vthreads (faster beyond the error bars)": ref's time relative to other's. */
    private static String against(Measurement ref, Measurement other, String role, Marks marks) {
        String ratio = Format.ratio(ref.scoreNanos() / other.scoreNanos());
        String verdict = Double.isNaN(ref.error()) || Double.isNaN(other.error())
                ? "without error estimates, no difference is established"
                : ref.fasterBeyondErrors(other) ? "faster beyond the error bars"
                : other.fasterBeyondErrors(ref) ? "slower beyond the error bars"
                : modeTie(ref, other, marks::name).map(why -> why + ": no measured difference")
                        .orElse("within each other's error bars: no measured difference");
        return ratio + " " + role + marks.name(other) + " (" + Format.score(ref) + " vs " + Format.score(other) + ", "
                + verdict + ")";
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
        // the runner-up, or a slower result whose JVMs settle in several modes, one of them as fast as the first
        Optional<Measurement> rival = byScore.stream().skip(1).filter(m -> m == second || m.modes().several())
                .filter(m -> !first.fasterBeyondErrors(m)).findFirst();
        if (rival.isEmpty()) {
            return String.format(Locale.ROOT, "%s is fastest, %.2fx ahead of %s beyond the error bars %s",
                    name.apply(first), second.scoreNanos() / first.scoreNanos(), name.apply(second), scores);
        }
        Measurement tied = rival.get();
        String both = String.format(Locale.ROOT, "(%s vs %s)", Format.score(first), Format.score(tied));
        return "tie: " + name.apply(first) + " and " + name.apply(tied) + modeTie(first, tied, name)
                .map(why -> ": " + why + " " + both).orElse(" are within each other's error bars " + both);
    }

    /**
     * Why two results whose intervals do not overlap still tie: one settles in several modes, and one of them lies
     * within the other's interval ("b settles at 65.0 or 90.5 ms (3 and 2 of 5 forks), and 65.0 ms is within a's
     * interval"); empty where their intervals overlap or no mode lies within.
     */
    static Optional<String> modeTie(Measurement a, Measurement b, Function<Measurement, String> name) {
        if (!a.intervalBelow(b) && !b.intervalBelow(a)) {
            return Optional.empty();
        }
        return a.modeWithin(b).map(mode -> within(a, mode, b, name))
                .or(() -> b.modeWithin(a).map(mode -> within(b, mode, a, name)));
    }

    private static String within(Measurement bimodal, Modes.Mode mode, Measurement other,
            Function<Measurement, String> name) {
        return name.apply(bimodal) + " " + Format.settles(bimodal) + ", and " + Format.mode(bimodal, mode)
                + " is within " + name.apply(other) + "'s interval";
    }
}
