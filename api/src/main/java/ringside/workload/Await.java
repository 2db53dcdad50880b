package ringside.workload;

import java.time.Duration;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;

/** Waits for an op with a bound: the one place where a hang or a crash inside an op becomes a clear failure. */
public final class Await {
    private Await() {
    }

    /** {@code what} names the op in a failure message; it is only called then, never on the measured path. */
    public static <T> T result(Future<T> op, Duration timeout, Supplier<String> what) {
        T value = completion(op, timeout, what);
        if (value == null) {
            throw new InvalidResultException(what.get() + " completed without a result");
        }
        return value;
    }

    /**
     * Waits for an op whose future only says it has ended (its value is null): its result is in the tally the caller
     * made and passed it.
     */
    public static void end(Future<Void> op, Duration timeout, Supplier<String> what) {
        completion(op, timeout, what);
    }

    private static <T> T completion(Future<T> op, Duration timeout, Supplier<String> what) {
        try {
            return op.get(timeout.toNanos(), TimeUnit.NANOSECONDS);
        } catch (TimeoutException e) {
            op.cancel(true);
            throw new InvalidResultException(what.get() + " did not complete within " + timeout.toSeconds()
                    + " s (opTimeout): a message was lost or the workers deadlocked");
        } catch (ExecutionException e) {
            throw new InvalidResultException(what.get() + " failed: " + e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InvalidResultException(what.get() + " was interrupted");
        }
    }
}
