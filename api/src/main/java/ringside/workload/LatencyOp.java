package ringside.workload;

import java.time.Duration;
import java.util.concurrent.Future;
import java.util.function.Function;
import java.util.function.Supplier;

/** One whole latency op, the same for the benchmark and the TCK: start, pace, await every reply, stop, validate. */
public final class LatencyOp {
    private LatencyOp() {
    }

    /**
     * {@code start} is the variant's {@code latency} method; each wait is bounded by {@code timeout} (a lost reply
     * becomes a failure naming {@code what}). Validated after the stop, so a reply repeated late still counts; then
     * the structural witness: no reply recorded on the pacer's thread.
     */
    public static LatencyResult run(LatencyWorkload w, Pacer pacer,
            Function<LatencyRecorder, Future<LatencyClient>> start, Duration timeout, Supplier<String> what) {
        LatencyRecorder recorder = new LatencyRecorder(w);
        LatencyClient client = Await.result(start.apply(recorder), timeout, what);
        pacer.run(recorder, client::request);
        Await.result(recorder.allReplied(), timeout, what);
        Await.result(client.stop(), timeout, what);
        LatencyResult result = w.validate(recorder.result());
        recorder.checkRepliesOffThePacer();
        return result;
    }

    /** The op with the parking pacer, as the TCK runs it: the client shares the CPUs with the framework there. */
    public static LatencyResult run(LatencyWorkload w, Function<LatencyRecorder, Future<LatencyClient>> start,
            Duration timeout, Supplier<String> what) {
        return run(w, Pacer.PARKING, start, timeout, what);
    }
}
