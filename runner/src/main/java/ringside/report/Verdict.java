package ringside.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import ringside.statistics.ForkSamples;

/**
 * One line per workload and CPU set: the leading group (the results that can be first, {@link Ranks#leaders}) and the
 * ratio of the next result's mean to the fastest one's, with its interval. One leader is "fastest, decided"; several
 * are "too close to call". A result whose JVMs settle in several modes leads only where each of its modes does.
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
     * loom/vthreads: the ratio of their means with its interval, and whether the difference is decided (the verdicts'
     * own rule, {@link Measurement#decidedlyFaster}).
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

    /** Of the pairs of results within {@link #CLOSE} of each other in one group, how many are decided either way. */
    record Decided(int pairs, int told) {
    }

    /** Two results within this factor of each other are the ones a choice is made between. */
    static final double CLOSE = 2;

    /** How many of the pairs within {@link #CLOSE} of each other, over every group, one is decidedly faster in. */
    static Decided decided(List<List<Measurement>> groups) {
        int pairs = 0;
        int told = 0;
        for (List<Measurement> group : groups) {
            for (int i = 0; i < group.size(); i++) {
                for (int j = i + 1; j < group.size(); j++) {
                    Measurement a = group.get(i);
                    Measurement b = group.get(j);
                    double ratio = a.scoreNanos() / b.scoreNanos();
                    if (ratio <= CLOSE && ratio >= 1 / CLOSE) {
                        pairs++;
                        told += a.decidedlyFaster(b) || b.decidedlyFaster(a) ? 1 : 0;
                    }
                }
            }
        }
        return new Decided(pairs, told);
    }

    /** The JVM's virtual threads, the row a reference is compared with by name. */
    static final String VIRTUAL_THREADS = "loom/vthreads";

    /** "0.80x (0.75-0.86x) loom/vthreads (... faster, decided at 95%)": ref's time relative to other's. */
    private static String against(Measurement ref, Measurement other, String role, Marks marks) {
        String ratio = Format.ratio(other.ratioTo(ref));
        String verdict = Double.isNaN(ref.error()) || Double.isNaN(other.error())
                ? "without error estimates, no difference is established"
                : ref.decidedlyFaster(other) ? "faster, decided at " + ForkSamples.LEVEL
                : other.decidedlyFaster(ref) ? "slower, decided at " + ForkSamples.LEVEL
                : "not decided at " + ForkSamples.LEVEL + ": no measured difference";
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
        if (comparable.stream().anyMatch(m -> !m.samples().acrossJvms())) {
            return name.apply(first) + " has the lowest mean, ahead of " + name.apply(second) + " " + scores
                    + ", but with one fork (one JVM) a result says nothing of how JVMs differ: nothing is decided";
        }
        List<Measurement> leaders = new Ranks(comparable).leaders();
        if (leaders.size() == 1) {
            Measurement leader = leaders.get(0);
            Measurement next = byScore.stream().filter(m -> m != leader).findFirst().orElseThrow();
            return String.format(Locale.ROOT, "%s is fastest, decided at %s: %s takes %s its time (%s vs %s)",
                    name.apply(leader), ForkSamples.LEVEL, name.apply(next), Format.ratio(leader.ratioTo(next)),
                    Format.score(leader), Format.score(next));
        }
        List<String> names = leaders.stream().map(name).toList();
        Measurement runnerUp = leaders.get(1);
        return "too close to call: " + Format.either(names, "and") + " can each be first at " + ForkSamples.LEVEL + " ("
                + name.apply(runnerUp) + " takes " + Format.ratio(leaders.get(0).ratioTo(runnerUp)) + " "
                + name.apply(leaders.get(0)) + "'s time" + Format.settlesNote(leaders, name) + ")";
    }
}
