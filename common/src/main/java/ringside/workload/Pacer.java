package ringside.workload;

import java.util.concurrent.locks.LockSupport;
import java.util.function.IntConsumer;

/**
 * Sends a latency op's requests on its schedule from the calling thread. Between sends it parks
 * (LockSupport.parkNanos) instead of spinning: the client shares the run's CPUs with the server, and a spinning client
 * on one CPU would take the server's time. A park wakes late (tens of microseconds on Linux); every request whose
 * time has passed is then sent at once, and each one's latency still counts from its own intended time. What this
 * lateness alone adds is measured by {@link #alone}, with no framework at all.
 */
public final class Pacer {
    /** The first request is due this long after the pacer starts, so the start itself is not late. */
    private static final long LEAD_NANOS = 1_000_000;

    private Pacer() {
    }

    /** Sends every request of the recorder's workload through {@code send}, each at (or as soon as possible after) its time. */
    public static void run(LatencyRecorder recorder, IntConsumer send) {
        LatencyWorkload w = recorder.workload();
        long start = System.nanoTime() + LEAD_NANOS;
        recorder.start(start);
        for (int id = 0; id < w.latencyRequests(); id++) {
            long due = start + w.intendedOffsetNanos(id);
            for (long now = System.nanoTime(); now < due; now = System.nanoTime()) {
                LockSupport.parkNanos(due - now);
            }
            recorder.sending(id);
            send.accept(id);
        }
    }

    /**
     * The pacer with no framework: each request is recorded as answered the moment it is sent, so its "latency" is
     * the pacer's own lateness against the schedule, on this CPU, at this rate.
     */
    public static LatencyResult alone(LatencyWorkload w) {
        LatencyRecorder recorder = new LatencyRecorder(w);
        run(recorder, recorder::replied);
        return w.validate(recorder.result());
    }
}
