package ringside.workload;

import java.time.Duration;
import java.util.function.Function;
import java.util.function.Supplier;

/** One whole one-way op, the same for the benchmark and the TCK: send all under flow control, await the tally, validate. */
public final class RemoteOneWayOp {
    private RemoteOneWayOp() {
    }

    /**
     * {@code start} is the client's {@code oneWay} method, given the op's window; every wait is bounded by
     * {@code timeout} (a lost message or acknowledgement becomes a failure naming {@code what}).
     */
    public static RemoteThroughput run(RemoteOneWayWorkload w, Function<OneWayWindow, RemoteOneWay> start,
            Duration timeout, Supplier<String> what) {
        OneWayWindow window = new OneWayWindow();
        RemoteOneWay sender = start.apply(window);
        long begin = System.nanoTime();
        long deadline = begin + timeout.toNanos();
        for (long seq = 0; seq < w.messages(); seq++) {
            if (!window.awaitRoom(seq, deadline)) {
                throw new InvalidResultException(what.get() + ": no acknowledgement for message "
                        + (seq - OneWayWindow.WINDOW) + " within " + timeout.toSeconds() + " s (opTimeout): a message"
                        + " or an acknowledgement was lost");
            }
            sender.send(seq);
        }
        RemoteOneWayResult tally = Await.result(sender.end(), timeout, what);
        long nanos = System.nanoTime() - begin;
        w.validate(tally);
        return new RemoteThroughput(w.messages(), w.bytesPerMessage(), nanos);
    }
}
