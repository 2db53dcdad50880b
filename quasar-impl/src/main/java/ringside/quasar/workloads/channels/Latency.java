package ringside.quasar.workloads.channels;

import static ringside.quasar.workloads.channels.Inbox.STOP;
import static ringside.quasar.workloads.channels.Inbox.send;

import co.paralleluniverse.fibers.SuspendExecution;
import co.paralleluniverse.strands.SuspendableRunnable;
import co.paralleluniverse.strands.channels.Channels;
import co.paralleluniverse.strands.channels.IntChannel;
import ringside.quasar.Op;
import ringside.workload.LatencyClient;
import ringside.workload.LatencyRecorder;

/** Latency as fibers: a server answering each request into a receiver's int channel, sent to from outside. */
public final class Latency {
    private Latency() {
    }

    /**
     * The server a fiber answering each id into the receiver's unbounded int channel; the receiver a fiber recording
     * each reply. The pacer's thread (not a fiber) sends the requests with trySend; the stop value passes through both.
     */
    public static LatencyClient latency(Op<LatencyRecorder> op, LatencyRecorder recorder) {
        IntChannel requests = Channels.newIntChannel(-1);
        IntChannel replies = Channels.newIntChannel(-1);
        op.start(new LatencyServer(requests, replies));
        op.start(new LatencyReceiver(replies, recorder));
        return LatencyClient.of(id -> send(requests, id), () -> send(requests, STOP), op.built(() -> recorder));
    }

    record LatencyServer(IntChannel in, IntChannel replies) implements SuspendableRunnable {
        @Override
        public void run() throws SuspendExecution, InterruptedException {
            for (int id = in.receive(); id != STOP; id = in.receive()) {
                replies.send(id);
            }
            replies.send(STOP);
        }
    }

    record LatencyReceiver(IntChannel in, LatencyRecorder recorder) implements SuspendableRunnable {
        @Override
        public void run() throws SuspendExecution, InterruptedException {
            for (int id = in.receive(); id != STOP; id = in.receive()) {
                recorder.replied(id);
            }
        }
    }
}
