package ringside.kilim.workloads;

import static ringside.kilim.KilimRuntime.STOP;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Future;
import kilim.Pausable;
import ringside.kilim.KilimRuntime;
import ringside.kilim.KilimRuntime.Inbox;
import ringside.kilim.KilimRuntime.Worker;
import ringside.workload.LatencyClient;
import ringside.workload.LatencyRecorder;

/** Latency: a server worker and a receiver worker, each on its own inbox, sent requests from outside on a schedule. */
public final class Latency {
    private Latency() {
    }

    /**
     * The server a worker answering each id into the receiver's inbox; the receiver a worker recording each reply.
     * The pacer's thread (outside Kilim) posts the requests ({@code post}: Mailbox.putnb, which never waits); the
     * stop value passes through both and ends them, which completes the op.
     */
    public static Future<LatencyClient> latency(KilimRuntime runtime, LatencyRecorder recorder) {
        Inbox<Integer> requests = runtime.inbox();
        Inbox<Integer> replies = runtime.inbox();
        Worker server = new Worker() {
            @Override
            protected void run() throws Pausable {
                for (int id = requests.receive(); id != STOP; id = requests.receive()) {
                    replies.send(id);
                }
                replies.send(STOP);
            }
        };
        Worker receiver = new Worker() {
            @Override
            protected void run() throws Pausable {
                for (int id = replies.receive(); id != STOP; id = replies.receive()) {
                    recorder.replied(id);
                }
            }
        };
        CompletableFuture<LatencyRecorder> ended = runtime.run(List.of(server, receiver), () -> recorder);
        return CompletableFuture.completedFuture(LatencyClient.of(requests::post, () -> requests.post(STOP), ended));
    }
}
