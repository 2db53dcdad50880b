package ringside.workload;

import java.time.Duration;
import java.util.function.BiFunction;
import java.util.function.Supplier;

/**
 * One whole one-way op, the same for the benchmark and the TCK: send all under flow control, await the tally,
 * validate it, and check what the server's process counted over the op.
 */
public final class RemoteOneWayOp {
    private RemoteOneWayOp() {
    }

    /**
     * {@code start} is the client's {@code oneWay} method, given the op's window and payload; {@code server} reads
     * the server's {@link RemoteServerTotals} (before and after the op, outside its timed span); every wait is
     * bounded by {@code timeout} (a lost message or acknowledgement becomes a failure naming {@code what}).
     */
    public static RemoteThroughput run(RemoteOneWayWorkload w,
            BiFunction<OneWayWindow, RemotePayload, RemoteOneWay> start, Supplier<RemoteServerTotals> server,
            Duration timeout, Supplier<String> what) {
        RemoteServerTotals before = server.get();
        OneWayWindow window = new OneWayWindow();
        RemoteOneWay sender = start.apply(window, new RemotePayload(w.payload()));
        long begin = System.nanoTime();
        long deadline = begin + timeout.toNanos();
        for (long seq = 0; seq < w.messages(); seq++) {
            if (!window.awaitRoom(seq, deadline)) {
                throw new InvalidResultException(what.get() + ": " + (window.refused() != null ? window.refused()
                        : "no acknowledgement for message " + (seq - OneWayWindow.WINDOW) + " within "
                        + timeout.toSeconds() + " s (opTimeout): a message or an acknowledgement was lost"));
            }
            window.sending(seq);
            sender.send(seq);
        }
        RemoteOneWayResult tally = Await.result(sender.end(), timeout, what);
        long nanos = System.nanoTime() - begin;
        if (window.refused() != null) {
            throw new InvalidResultException(what.get() + ": " + window.refused());
        }
        try {
            w.validate(tally);
        } catch (InvalidResultException e) { // named as the op, as every other failure of it
            throw new InvalidResultException(what.get() + ": " + e.getMessage());
        }
        server.get().minus(before).requireOneWay(w, what);
        return new RemoteThroughput(tally.received(),
                tally.received() * RemoteOneWayWorkload.HEADER_BYTES + tally.payloadBytes(), nanos);
    }
}
