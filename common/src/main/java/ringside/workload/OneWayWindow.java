package ringside.workload;

import java.util.concurrent.locks.LockSupport;

/**
 * Flow control of a one-way op, the same for every framework: the sender may be at most {@link #WINDOW} messages
 * ahead of what the receiver acknowledged, and the receiver acknowledges its count every {@link #ACK_EVERY}
 * messages. Without it a sender outruns the receiver and the messages pile up in buffers (or, in Artery, are dropped
 * once its outbound queue of 3072 is full), so the window stays below that.
 */
public final class OneWayWindow {
    public static final int WINDOW = 2048;
    public static final int ACK_EVERY = 256;

    private volatile long acknowledged;
    private volatile Thread waiting;

    /** The receiver has counted {@code count} messages of this op (acknowledgements come in order). */
    public void acknowledged(long count) {
        if (count > acknowledged) {
            acknowledged = count;
            Thread w = waiting;
            if (w != null) {
                LockSupport.unpark(w);
            }
        }
    }

    /** Waits (parked) until message {@code seq} may be sent; false when {@code deadlineNanos} passed first. */
    boolean awaitRoom(long seq, long deadlineNanos) {
        if (seq - acknowledged < WINDOW) {
            return true;
        }
        waiting = Thread.currentThread();
        try {
            while (seq - acknowledged >= WINDOW) {
                long left = deadlineNanos - System.nanoTime();
                if (left <= 0) {
                    return false;
                }
                LockSupport.parkNanos(this, left);
            }
            return true;
        } finally {
            waiting = null;
        }
    }
}
