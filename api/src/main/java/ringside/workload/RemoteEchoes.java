package ringside.workload;

import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.LongAdder;

/**
 * Where a remote request-reply op's echoes arrive, the same for every framework: each echo's payload is checked
 * against its id (length and every byte) on the thread that received it, then the reply is handed to the op's
 * {@link LatencyRecorder}. A wrong echo still counts as a reply, so that the op ends at once and fails naming it.
 */
public final class RemoteEchoes {
    private final LatencyRecorder recorder;
    private final RemotePayload payload;
    private final LongAdder rightBytes = new LongAdder();
    private final LongAdder wrong = new LongAdder();
    private final AtomicReference<String> firstWrong = new AtomicReference<>();

    public RemoteEchoes(LatencyRecorder recorder, RemotePayload payload) {
        this.recorder = recorder;
        this.payload = payload;
    }

    /** What every request carries: request id's payload is {@code payload().bytes()} at {@code offset(id)}. */
    public RemotePayload payload() {
        return payload;
    }

    /** The echo of request {@code id} has come, its payload {@code length} bytes at {@code offset} of {@code bytes}. */
    public void echoed(long id, byte[] bytes, int offset, int length) {
        if (length == payload.size() && RemotePayload.matches(id, bytes, offset, length)) {
            rightBytes.add(length);
        } else {
            wrong.increment();
            firstWrong.compareAndSet(null, "the echo of request " + id + " carried " + length + " bytes"
                    + (length == payload.size() ? " not its request's" : " instead of " + payload.size()));
        }
        recorder.replied((int) id);
    }

    /** Once every reply has come: each echo carried its request's payload back. */
    void validate(int requests, String what) {
        long expected = (long) requests * payload.size();
        if (wrong.sum() != 0 || rightBytes.sum() != expected) {
            throw new InvalidResultException(what + ": " + wrong.sum() + " echoes with a wrong payload ("
                    + firstWrong.get() + "), " + rightBytes.sum() + " payload bytes right (expected " + expected + ")");
        }
    }
}
