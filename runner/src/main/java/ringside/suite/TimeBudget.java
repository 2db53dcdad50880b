package ringside.suite;

import java.time.Duration;
import java.util.Optional;
import java.util.function.LongSupplier;
import ringside.launcher.Progress;
import ringside.parameters.Parameter;
import ringside.parameters.Parameters;

/**
 * The run's time limit ({@code timeBudget}), counted from the suite's start (the build is before it): benchmarks
 * must end by its deadline, which leaves room for stopping a module and rendering the report before the budget ends.
 * Without a budget nothing is ever late.
 */
final class TimeBudget {
    /** Rendering the report, after the last benchmark: small, but inside the budget. */
    static final Duration REPORT_ALLOWANCE = Duration.ofSeconds(20);

    private final Optional<Duration> budget;
    private final String text;
    private final long deadlineMillis;
    private final LongSupplier clock;

    /** {@code stopGrace}: how long a module killed at the deadline may take to stop. */
    TimeBudget(Parameters p, Duration stopGrace, LongSupplier clockMillis) {
        this.budget = p.timeBudget();
        this.text = Parameter.timeBudget + "=" + p.text(Parameter.timeBudget);
        this.clock = clockMillis;
        this.deadlineMillis = budget.map(b -> clockMillis.getAsLong() + b.minus(REPORT_ALLOWANCE).minus(stopGrace)
                .toMillis()).orElse(Long.MAX_VALUE);
    }

    boolean limited() {
        return budget.isPresent();
    }

    /** When the benchmarks must have ended, in milliseconds since the epoch; 0 without a budget (as Progress reads it). */
    long deadlineMillis() {
        return limited() ? deadlineMillis : 0;
    }

    /** What is left for benchmarks; a very long time without a budget. */
    Duration left() {
        return limited() ? Duration.ofMillis(Math.max(0, deadlineMillis - clock.getAsLong())) : Duration.ofDays(365);
    }

    /** The clock the budget counts on, in milliseconds. */
    long nowMillis() {
        return clock.getAsLong();
    }

    /** True once a limited budget has no time left for benchmarks. */
    boolean spent() {
        return limited() && left().isZero();
    }

    boolean fits(double seconds) {
        return seconds * 1000 <= left().toMillis();
    }

    /** "timeBudget=20m: estimated 1m40s, 55s left": why a benchmark of that estimate is not run. */
    String notRun(double seconds) {
        return text + ": estimated " + Progress.format(Duration.ofMillis(Math.round(seconds * 1000))) + ", "
                + Progress.format(left()) + " left";
    }

    /** "timeBudget=20m". */
    String text() {
        return text;
    }
}
