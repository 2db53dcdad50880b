package ringside.suite;

import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import ringside.parameters.Parameter;
import ringside.parameters.Parameters;

/**
 * The precision round's time on each CPU set ({@code precisionBudget}): the forks added to one set's rows are charged
 * what they took, and that set's rows get no more once the next fork would not fit its share. Each set has its own
 * share, so the set whose errors are widest cannot take the other's. The planned forks are never charged to it. A
 * resumed run's round starts each share afresh: the forks added before the interrupt stay, uncharged.
 */
final class RoundBudget {
    private final Optional<Duration> each;
    private final String text;
    private final Map<String, Double> spent = new HashMap<>(); // seconds, per CPU set

    RoundBudget(Parameters p) {
        this.each = p.precisionBudget();
        this.text = Parameter.precisionBudget + "=" + p.text(Parameter.precisionBudget);
    }

    boolean limited() {
        return each.isPresent();
    }

    /** Seconds of the share, per CPU set; infinite without a limit. */
    double eachSeconds() {
        return each.map(d -> d.toMillis() / 1000.0).orElse(Double.POSITIVE_INFINITY);
    }

    /** Seconds left of that CPU set's share; infinite without a limit. */
    double left(String cpuSet) {
        return Math.max(0, eachSeconds() - spent.getOrDefault(cpuSet, 0.0));
    }

    boolean fits(String cpuSet, double seconds) {
        return seconds <= left(cpuSet);
    }

    /** Charges a fork added on that CPU set what it took. */
    void spend(String cpuSet, double seconds) {
        spent.merge(cpuSet, seconds, Double::sum);
    }

    /** "precisionBudget=16m on CPUs 0 spent: the next fork would take about 7s, 4s left": why a row got no more. */
    String spentText(String cpuSet, double seconds) {
        return text + " on CPUs " + cpuSet + " spent: the next fork would take about " + RunPlan.duration(seconds)
                + ", " + RunPlan.duration(left(cpuSet)) + " left";
    }

    /** "precisionBudget=16m". */
    String text() {
        return text;
    }
}
