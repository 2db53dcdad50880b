package ringside.quasar.workloads.actors;

import static ringside.quasar.workloads.actors.Mailbox.STOP;
import static ringside.quasar.workloads.actors.Mailbox.send;

import co.paralleluniverse.actors.ActorRef;
import co.paralleluniverse.actors.BasicActor;
import co.paralleluniverse.fibers.SuspendExecution;
import ringside.quasar.Op;
import ringside.workload.LatencyClient;
import ringside.workload.LatencyRecorder;

/** Latency as actors: a server replying to each request's sender, a receiver recording the replies. */
public final class Latency {
    private Latency() {
    }

    /** A request carries the reference to reply to, as the docs' request-response pattern (and ping-pong's ping) do. */
    record Request(int id, ActorRef<Integer> replyTo) {
    }

    /**
     * The server a BasicActor replying to each request's replyTo with its id; the receiver a BasicActor recording
     * each reply. The pacer's thread (not a fiber) sends the requests with trySend; the stop passes through both.
     */
    public static LatencyClient latency(Op<LatencyRecorder> op, LatencyRecorder recorder) {
        ActorRef<Integer> receiver = new LatencyReceiver(recorder).spawn(op);
        ActorRef<Request> server = new LatencyServer().spawn(op);
        return LatencyClient.of(id -> send(server, new Request(id, receiver)),
                () -> send(server, new Request(STOP, receiver)), op.built(() -> recorder));
    }

    static final class LatencyServer extends BasicActor<Request, Void> {
        @Override
        protected Void doRun() throws InterruptedException, SuspendExecution {
            for (Request r = receive(); ; r = receive()) {
                r.replyTo().send(r.id());
                if (r.id() == STOP) {
                    return null;
                }
            }
        }
    }

    static final class LatencyReceiver extends BasicActor<Integer, Void> {
        private final LatencyRecorder recorder;

        LatencyReceiver(LatencyRecorder recorder) {
            this.recorder = recorder;
        }

        @Override
        protected Void doRun() throws InterruptedException, SuspendExecution {
            for (int id = receive(); id != STOP; id = receive()) {
                recorder.replied(id);
            }
            return null;
        }
    }
}
