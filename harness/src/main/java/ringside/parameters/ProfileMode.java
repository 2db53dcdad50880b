package ringside.parameters;

import java.util.Arrays;

/**
 * What the profiled fork of {@code profile} records, as async-profiler's event of the same name: none (no profiled
 * fork), cpu, itimer, alloc, lock or wall. itimer samples the whole process's CPU time, so it misses no thread that
 * cpu's per-thread counters would (a thread that uses less than one interval of CPU in all).
 */
public enum ProfileMode {
    none, cpu, itimer, alloc, lock, wall;

    public static final String ACCEPTED = "none, cpu, itimer, alloc, lock or wall";

    /** The run's mode ({@link #none}: no profiled fork). */
    public static ProfileMode of(Parameters p) {
        return parse(p.text(Parameter.profile));
    }

    /** The mode of that name; refused, naming the parameter and what it accepts, otherwise. */
    public static ProfileMode parse(String text) {
        return Arrays.stream(values()).filter(m -> m.name().equals(text)).findFirst()
                .orElseThrow(() -> new ParameterException(Parameter.profile + ": '" + text + "' is not accepted;"
                        + " expected " + ACCEPTED));
    }
}
