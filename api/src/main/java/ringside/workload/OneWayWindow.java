package ringside.workload;

import java.util.concurrent.locks.LockSupport;

/**
 * Flow control of a one-way op, the same for every framework: the sender may be at most {@link #WINDOW} messages
 * ahead of what the receiver acknowledged, and the receiver acknowledges its count every {@link #ACK_EVERY}
 * messages. Without it a sender outruns the receiver and the messages pile up in buffers (or, in Artery, are dropped
 * once its outbound queue of 3072 is full), so the window stays below that. One window per op: an acknowledgement
 * above what this op has sent (one meant for another op, or made up) is refused and fails the op. A late one of the
 * op before cannot come in a correct implementation: every one travels before its op's tally, on the same ordered
 * path (one connection, one actor to one actor, one consumer).
 */
public final class OneWayWindow {
    public static final int WINDOW = 2048;
    public static final int ACK_EVERY = 256;

    private volatile long acknowledged;
    /** Messages handed to the sender so far, written before each send: no true acknowledgement is above it. */
    private volatile long sent;
    private volatile String refused;
    private volatile Thread waiting;

    /** The receiver has counted {@code count} messages of this op (acknowledgements come in order). */
    public void acknowledged(long count) {
        if (count > sent) {
            if (refused == null) {
                refused = "an acknowledgement of " + count + " messages came when the op had sent " + sent;
            }
        } else if (count > acknowledged) {
            acknowledged = count;
        } else {
            return;
        }
        Thread w = waiting;
        if (w != null) {
            LockSupport.unpark(w);
        }
    }

    /** The op is about to send message {@code seq}. */
    void sending(long seq) {
        sent = seq + 1;
    }

    /** Why an acknowledgement was refused, or null. */
    String refused() {
        return refused;
    }

    /**
     * Waits (parked) until message {@code seq} may be sent; false when {@code deadlineNanos} passed first or an
     * acknowledgement was refused ({@link #refused}).
     */
    boolean awaitRoom(long seq, long deadlineNanos) {
        if (seq - acknowledged < WINDOW && refused == null) {
            return true;
        }
        waiting = Thread.currentThread();
        try {
            while (seq - acknowledged >= WINDOW && refused == null) {
                long left = deadlineNanos - System.nanoTime();
                if (left <= 0) {
                    return false;
                }
                LockSupport.parkNanos(this, left);
            }
            return refused == null;
        } finally {
            waiting = null;
        }
    }
}
