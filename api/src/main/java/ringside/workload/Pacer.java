package ringside.workload;

import java.util.List;
import java.util.Locale;
import java.util.concurrent.locks.LockSupport;
import java.util.function.IntConsumer;

/**
 * Sends a latency op's requests on its schedule from the calling thread, in one of two ways. Whichever runs, each
 * request's send lateness (the nanoTime read that ended its wait, minus its intended time) is stored by the recorder
 * and reported beside the latencies, and each latency still counts from the intended time. Every request whose time
 * has passed is sent at once.
 */
public enum Pacer {
    /**
     * Parks (LockSupport.parkNanos) until each request is due: the client takes no CPU between sends, so it may share
     * the run's CPUs with the server; but a park wakes late (about 100 us on a VM), and that lateness is in the number.
     */
    PARKING {
        @Override
        long awaitNanos(long due) {
            long now = System.nanoTime();
            while (now < due) {
                LockSupport.parkNanos(due - now);
                now = System.nanoTime();
            }
            return now;
        }
    },
    /**
     * Parks until {@link #SPIN_NANOS} before each request is due, then spins to it: on time to a fraction of a
     * microsecond, at the price of a busy CPU, so only for a client with a CPU of its own (else it steals the server's).
     */
    PRECISE {
        @Override
        long awaitNanos(long due) {
            long now = System.nanoTime();
            while (now < due - SPIN_NANOS) {
                LockSupport.parkNanos(due - SPIN_NANOS - now);
                now = System.nanoTime();
            }
            while (now < due) {
                Thread.onSpinWait();
                now = System.nanoTime();
            }
            return now;
        }
    };

    /** The parameter that chooses the pacer, and its value that lets the run's CPUs decide. */
    public static final String PARAMETER = "pacer";
    public static final String AUTO = "auto";
    /** The precise pacer's spin before each send: longer than a park usually wakes late on a VM (about 100 us). */
    static final long SPIN_NANOS = 150_000;
    /** The first request is due this long after the pacer starts, so the start itself is not late. */
    private static final long LEAD_NANOS = 1_000_000;

    /** Waits until {@code due} (a System.nanoTime instant) or later; returns the nanoTime read that ended the wait. */
    abstract long awaitNanos(long due);

    /** The name the parameter, the results and the report use. */
    public String publicName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Every accepted value of the pacer parameter, auto first. */
    public static List<String> names() {
        return List.of(AUTO, PARKING.publicName(), PRECISE.publicName());
    }

    /**
     * The pacer a value names; auto: precise when the client has a CPU of its own, that is when this process may use
     * more CPUs than the framework's parallelism (else a spinning client would take a CPU the framework schedules on).
     */
    public static Pacer choose(String value, int cpus, int parallelism) {
        if (AUTO.equals(value)) {
            return cpus > parallelism ? PRECISE : PARKING;
        }
        return named(value);
    }

    /** The pacer of that public name (not auto); refused by the parameter's name otherwise. */
    public static Pacer named(String value) {
        for (Pacer p : values()) {
            if (p.publicName().equals(value)) {
                return p;
            }
        }
        throw new IllegalArgumentException(PARAMETER + ": '" + value + "' is not accepted; expected one of "
                + String.join(", ", names()));
    }

    /** Sends every request of the recorder's workload through {@code send}, each at (or as soon as possible after) its time. */
    public void run(LatencyRecorder recorder, IntConsumer send) {
        LatencyWorkload w = recorder.workload();
        long start = System.nanoTime() + LEAD_NANOS;
        recorder.start(start);
        for (int id = 0; id < w.latencyRequests(); id++) {
            recorder.sending(id, awaitNanos(start + w.intendedOffsetNanos(id)));
            send.accept(id);
        }
    }
}
