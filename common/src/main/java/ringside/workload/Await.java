package ringside.workload;

import java.time.Duration;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/** Waits for an op with a bound: the one place where a hang or a crash inside an op becomes a clear failure. */
public final class Await {
    private Await() {
    }

    public static <T> T result(Future<T> op, Duration timeout, String what) {
        try {
            T value = op.get(timeout.toNanos(), TimeUnit.NANOSECONDS);
            if (value == null) {
                throw new InvalidResultException(what + " completed without a result");
            }
            return value;
        } catch (TimeoutException e) {
            op.cancel(true);
            throw new InvalidResultException(what + " did not complete within " + timeout.toSeconds()
                    + " s (opTimeout): a message was lost or the workers deadlocked");
        } catch (ExecutionException e) {
            throw new InvalidResultException(what + " failed: " + e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InvalidResultException(what + " was interrupted");
        }
    }
}
