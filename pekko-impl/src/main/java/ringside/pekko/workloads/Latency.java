package ringside.pekko.workloads;

import org.apache.pekko.actor.typed.ActorRef;
import org.apache.pekko.actor.typed.javadsl.ActorContext;
import org.apache.pekko.actor.typed.javadsl.Behaviors;
import java.util.concurrent.CompletableFuture;
import java.util.function.IntConsumer;
import java.util.function.Supplier;
import ringside.pekko.workloads.OpParent.Done;
import ringside.workload.LatencyRecorder;

/** latency: a server actor answers requests told from the pacer's thread to a receiver actor that records them. */
public final class Latency {
    /** Ends latency's server and receiver: request ids are never negative. */
    public static final int STOP = -1;

    private Latency() {
    }

    /** A latency request carries the reference to reply to: the typed request-response pattern, as a ping does. */
    record Request(int id, ActorRef<Integer> replyTo) {
    }

    /**
     * latency: the server replies to each request's replyTo with its id; the receiver records each reply. Both are
     * the op parent's children. {@code sender} completes with how the pacer's thread, outside the actor system,
     * tells the server a request; the stop request passes through both, and the receiver then ends the op.
     */
    public static Supplier<LatencyRecorder> latency(ActorContext<Done> ctx, LatencyRecorder recorder,
            CompletableFuture<IntConsumer> sender) {
        ActorRef<Done> parent = ctx.getSelf();
        ActorRef<Integer> receiver = ctx.spawnAnonymous(Behaviors.receiveMessage((Integer id) -> {
            if (id == STOP) {
                parent.tell(Done.DONE);
                return Behaviors.stopped();
            }
            recorder.replied(id);
            return Behaviors.same();
        }));
        ActorRef<Request> server = ctx.spawnAnonymous(Behaviors.receiveMessage((Request request) -> {
            request.replyTo().tell(request.id());
            return request.id() == STOP ? Behaviors.stopped() : Behaviors.same();
        }));
        sender.complete(id -> server.tell(new Request(id, receiver)));
        return () -> recorder;
    }
}
