package ringside.launcher;

import java.time.Duration;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import ringside.parameters.Parameter;
import ringside.parameters.Parameters;

/**
 * Progress over a whole run: the suite passes how many benchmarks came before this module, how many there
 * are in all and when the run started (env vars named below), so every module prints the run's progress, not
 * only its own. With the plan's estimates (seconds: those before this module, the run's, each of this module's),
 * the time left is the estimate of what is left, scaled by how the finished benchmarks compared with theirs. With a
 * time budget, the deadline its benchmarks must end by. With a precision target, the most the precision round after
 * the planned benchmarks may take ({@code roundSeconds}, bounded by the deadline too): the time left is then said
 * with that bound as well.
 */
public record Progress(int doneBefore, int total, long startMillis, double estimatedBefore, double estimatedTotal,
        List<Double> estimates, long deadlineMillis, double roundSeconds) {
    /** Env var: benchmarks of the run that came before this module. */
    public static final String DONE = "progressDone";
    /** Env var: benchmarks in the whole run. */
    public static final String TOTAL = "progressTotal";
    /** Env var: when the run started, in seconds since the epoch. */
    public static final String START = "progressStart";
    /** Env var: the estimated seconds of the run's benchmarks before this module. */
    public static final String ESTIMATED_BEFORE = "progressEstimatedBefore";
    /** Env var: the estimated seconds of all the run's planned benchmarks. */
    public static final String ESTIMATED_TOTAL = "progressEstimatedTotal";
    /** Env var: the estimated seconds of each of this module's benchmarks, comma-separated, in the order it runs them. */
    public static final String ESTIMATES = "progressEstimates";
    /** Env var: when the time budget ends for the benchmarks, in milliseconds since the epoch; unset: no budget. */
    public static final String DEADLINE = "progressDeadline";
    /** Env var: the most seconds the precision round after the planned benchmarks may take; unset: no round. */
    public static final String ROUND = "progressRound";
    /** Every env var above: none of them is a parameter, nor a misspelt one. */
    public static final List<String> ENV_VARS = List.of(DONE, TOTAL, START, ESTIMATED_BEFORE, ESTIMATED_TOTAL,
            ESTIMATES, DEADLINE, ROUND);

    public Progress {
        estimates = List.copyOf(estimates);
    }

    /** Progress without estimates or a deadline. */
    public Progress(int doneBefore, int total, long startMillis) {
        this(doneBefore, total, startMillis, 0, 0, List.of(), 0);
    }

    /** Progress of a run without a precision round after its benchmarks. */
    public Progress(int doneBefore, int total, long startMillis, double estimatedBefore, double estimatedTotal,
            List<Double> estimates, long deadlineMillis) {
        this(doneBefore, total, startMillis, estimatedBefore, estimatedTotal, estimates, deadlineMillis, 0);
    }

    public static Progress fromEnvironment(int benchmarksOfThisModule) {
        return fromEnvironment(System.getenv(), benchmarksOfThisModule);
    }

    /** The progress in {@code env} (a launcher's environment); without it, this module's own. */
    public static Progress fromEnvironment(Map<String, String> env, int benchmarksOfThisModule) {
        String done = env.get(DONE);
        String total = env.get(TOTAL);
        String start = env.get(START);
        if (done == null || total == null || start == null) {
            return new Progress(0, benchmarksOfThisModule, System.currentTimeMillis());
        }
        String estimates = env.getOrDefault(ESTIMATES, "");
        return new Progress(Integer.parseInt(done), Integer.parseInt(total), Long.parseLong(start) * 1000,
                Double.parseDouble(env.getOrDefault(ESTIMATED_BEFORE, "0")),
                Double.parseDouble(env.getOrDefault(ESTIMATED_TOTAL, "0")),
                estimates.isEmpty() ? List.of() : Arrays.stream(estimates.split(",")).map(Double::valueOf).toList(),
                Long.parseLong(env.getOrDefault(DEADLINE, "0")), Double.parseDouble(env.getOrDefault(ROUND, "0")));
    }

    /** The env vars that hand this progress to a module's launcher, read back by {@link #fromEnvironment}. */
    public Map<String, String> environment() {
        Map<String, String> env = new HashMap<>(Map.of(DONE, Integer.toString(doneBefore),
                TOTAL, Integer.toString(total), START, Long.toString(startMillis / 1000)));
        if (!estimates.isEmpty()) {
            env.put(ESTIMATED_BEFORE, Double.toString(estimatedBefore));
            env.put(ESTIMATED_TOTAL, Double.toString(estimatedTotal));
            env.put(ESTIMATES, estimates.stream().map(d -> Double.toString(d)).collect(Collectors.joining(",")));
        }
        if (deadlineMillis > 0) {
            env.put(DEADLINE, Long.toString(deadlineMillis));
        }
        if (roundSeconds > 0) {
            env.put(ROUND, Double.toString(roundSeconds));
        }
        return env;
    }

    /** "[3/12]": the benchmark about to start, of all in the run. */
    public String position(int doneInModule) {
        return "[" + (doneBefore + doneInModule + 1) + "/" + total + "]";
    }

    /**
     * "elapsed 1m05s, about 4m20s left". With estimates: what is left of them, scaled by how long the finished
     * benchmarks took against theirs. Without: the rest take as long as the average so far. With a precision round
     * to come, that bound as well: "about 4m20s left, up to 30m with the precision round".
     */
    public String timing(int doneInModule, long nowMillis) {
        Duration elapsed = Duration.ofMillis(nowMillis - startMillis);
        if (!estimates.isEmpty()) {
            double pace = pace(doneInModule, nowMillis);
            double left = (estimatedTotal - estimatedDone(doneInModule)) * pace;
            return "elapsed " + format(elapsed) + ", about " + format(seconds(left)) + " left" + round(left, pace,
                    nowMillis);
        }
        int done = doneBefore + doneInModule;
        String left = done == 0 ? "no estimate yet"
                : "about " + format(elapsed.multipliedBy(total - done).dividedBy(done)) + " left";
        return "elapsed " + format(elapsed) + ", " + left;
    }

    /**
     * Why the next benchmark of this module would not end by the deadline: "estimated 1m40s, 55s left" (its estimate
     * scaled by the pace so far, never below the estimate); empty when it fits, or without a deadline or an estimate.
     */
    public Optional<String> late(int doneInModule, long nowMillis) {
        if (deadlineMillis <= 0 || doneInModule >= estimates.size()) {
            return Optional.empty();
        }
        double needed = estimates.get(doneInModule) * Math.max(1, pace(doneInModule, nowMillis));
        long left = deadlineMillis - nowMillis;
        return needed * 1000 <= left ? Optional.empty()
                : Optional.of("estimated " + format(seconds(needed)) + ", " + format(Duration.ofMillis(Math.max(0,
                        left))) + " left");
    }

    /**
     * Why the next benchmark of this module is not run: "timeBudget=20m: estimated 1m40s, 55s left", the same for
     * every launcher; empty when it fits (see {@link #late}).
     */
    public Optional<String> outOfBudget(int doneInModule, long nowMillis, Parameters p) {
        return late(doneInModule, nowMillis).map(why -> Parameter.timeBudget + "=" + p.text(Parameter.timeBudget)
                + ": " + why);
    }

    /**
     * ", up to 30m with the precision round": the planned benchmarks' time left and the most the round may take after
     * them, its bound at the pace so far and never past the deadline; empty without a round, or when the planned
     * benchmarks already fill the time to the deadline.
     */
    private String round(double left, double pace, long nowMillis) {
        if (roundSeconds <= 0) {
            return "";
        }
        double round = roundSeconds * pace;
        if (deadlineMillis > 0) {
            round = Math.min(round, Math.max(0, (deadlineMillis - nowMillis) / 1000.0 - left));
        }
        if (round < 1) {
            return "";
        }
        return ", up to " + format(seconds(left + round)) + " with the precision round";
    }

    /** Estimated seconds of the run's benchmarks before the next one of this module. */
    private double estimatedDone(int doneInModule) {
        return estimatedBefore + estimates.subList(0, Math.min(doneInModule, estimates.size())).stream()
                .mapToDouble(Double::doubleValue).sum();
    }

    /** How long the finished benchmarks took against their estimates: 1 before any finished. */
    private double pace(int doneInModule, long nowMillis) {
        double done = estimatedDone(doneInModule);
        return done > 0 ? (nowMillis - startMillis) / 1000.0 / done : 1;
    }

    private static Duration seconds(double seconds) {
        return Duration.ofMillis(Math.round(Math.max(0, seconds) * 1000));
    }

    /** "59s", "1m05s", "2h03m": a duration as the progress lines and the plan print it. */
    public static String format(Duration d) {
        long s = d.toSeconds();
        return s >= 3600 ? String.format("%dh%02dm", s / 3600, s % 3600 / 60)
                : s >= 60 ? String.format("%dm%02ds", s / 60, s % 60) : s + "s";
    }
}
