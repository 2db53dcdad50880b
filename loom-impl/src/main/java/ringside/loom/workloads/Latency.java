package ringside.loom.workloads;

import static ringside.loom.workloads.Mailboxes.STOP;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedTransferQueue;
import ringside.loom.OpThreads;
import ringside.loom.ThreadRuntime;
import ringside.workload.LatencyClient;
import ringside.workload.LatencyRecorder;

/** Latency: a server thread and a receiver thread, each on its own queue, sent requests on a schedule from outside. */
public final class Latency {
    private Latency() {
    }

    /**
     * The server a thread blocked on its queue, putting each id into the reply queue; the receiver another thread
     * of the variant, taking the replies and recording them. Requests are put by the pacer's thread (the benchmark
     * thread, outside the op's threads); the stop value passes through both and ends them.
     */
    public static Future<LatencyClient> latency(ThreadRuntime runtime, LatencyRecorder recorder) {
        LinkedTransferQueue<Integer> requests = new LinkedTransferQueue<>();
        LinkedTransferQueue<Integer> replies = new LinkedTransferQueue<>();
        OpThreads.Body server = () -> {
            for (int id = requests.take(); id != STOP; id = requests.take()) {
                replies.put(id);
            }
            replies.put(STOP);
        };
        OpThreads.Body receiver = () -> {
            for (int id = replies.take(); id != STOP; id = replies.take()) {
                recorder.replied(id);
            }
        };
        Future<LatencyRecorder> ended = runtime.run(List.of(server, receiver), () -> recorder);
        return CompletableFuture.completedFuture(LatencyClient.of(requests::put, () -> requests.put(STOP), ended));
    }
}
